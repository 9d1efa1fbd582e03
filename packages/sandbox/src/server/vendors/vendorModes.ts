import {
  shippedScriptOf,
  standInFileOf,
  VENDOR_SCRIPT_STAND_INS,
  type StandInFile,
  type VendorScriptStandIn,
  type VendorStandIns,
} from './standIns';

/**
 * How a stand-in's script behaves (test mode only, `POST /__sandbox/vendor-modes`): as shipped;
 * throwing as it loads; or running without error and defining nothing, so the page waits for a
 * global that never comes. A fault can only answer an error, a delay or no answer, which a
 * `<script>` simply fails on: these are the two ways a script that did load can still let the
 * page down.
 */
export const VENDOR_STAND_IN_MODES = ['normal', 'throws', 'never-ready'] as const;
export type VendorStandInMode = (typeof VENDOR_STAND_IN_MODES)[number];

type VariantMode = Exclude<VendorStandInMode, 'normal'>;

/** Texts a stand-in's path may serve besides its script: one per mode but `normal`. */
export const SCRIPT_VARIANTS_PER_STAND_IN = 2;

/** The script served in a mode, in place of the stand-in's own. */
function variantText(standIn: VendorScriptStandIn, mode: VariantMode): string {
  const note = `// The ${standIn} stand-in in mode "${mode}", armed by POST /__sandbox/vendor-modes on the sandbox's API host`;
  return mode === 'throws'
    ? `${note}: it fails as it loads.\nthrow new Error('${standIn} stand-in made to throw at load by the sandbox');\n`
    : `${note}: it runs and defines nothing.\nvoid 0;\n`;
}

/**
 * The modes of the stand-ins' scripts, one store for the app: the test-only interface arms them,
 * the vendors host serves the script of each stand-in's mode, and `GET /config/appConfig` names
 * that script's integrity, so that a page loaded after arming a mode runs the variant (its
 * integrity holds) rather than refusing it. They last until changed, `reset`, or the sandbox
 * restarts.
 */
export interface VendorModes {
  /** The script the stand-in's path serves now: as shipped in `normal`, its variant otherwise. */
  scriptOf(standIn: VendorScriptStandIn): StandInFile;
  set(standIn: VendorScriptStandIn, mode: VendorStandInMode): void;
  /** Every stand-in back to `normal`. */
  reset(): void;
}

/** Every stand-in `normal`; the variants are made now, so that each mode serves one text with one integrity. */
export function createVendorModes(standIns: VendorStandIns): VendorModes {
  const variants = new Map(
    VENDOR_SCRIPT_STAND_INS.map((standIn) => {
      const { contentType } = shippedScriptOf(standIns, standIn);
      const variant = (mode: VariantMode) => standInFileOf(variantText(standIn, mode), contentType);
      return [standIn, { throws: variant('throws'), 'never-ready': variant('never-ready') }] as const;
    }),
  );
  const modes = new Map<VendorScriptStandIn, VendorStandInMode>();
  return {
    scriptOf(standIn) {
      const mode = modes.get(standIn) ?? 'normal';
      const variant = mode === 'normal' ? undefined : variants.get(standIn)?.[mode];
      return variant ?? shippedScriptOf(standIns, standIn);
    },
    set(standIn, mode) {
      if (mode === 'normal') modes.delete(standIn);
      else modes.set(standIn, mode);
    },
    reset: () => modes.clear(),
  };
}
