import { createRoot } from 'react-dom/client';
import { InspectorPanel } from './InspectorPanel';
import type { InspectorPanelProps } from './InspectorPanel';
import { adoptInspectorStyles } from './inspectorStyles';
import { INSPECTOR_NAMESPACE, inspectorMessages } from './messages';

/** The element the panel renders in: a root of its own at the end of the body, outside the app's. */
export const INSPECTOR_ROOT_ID = 'bank-inspector';

/** The panel once its chunk is in: shown and hidden by the installer. */
export interface InspectorPanelHandle {
  /** Holds the panel while it shows: the installer checks whether the focus is inside. */
  readonly element: HTMLElement;
  show(): void;
  hide(): void;
}

/**
 * The panel's chunk, loaded the first time a developer opens it: React renders it into a root of
 * its own, so the app's tree, and its focus handling, are left as they are.
 */
export function mountInspectorPanel({ document, ...props }: InspectorPanelProps & { document: Document }): InspectorPanelHandle {
  adoptInspectorStyles(document);
  props.services.i18n.addNamespace(INSPECTOR_NAMESPACE, inspectorMessages);
  const element = document.createElement('div');
  element.id = INSPECTOR_ROOT_ID;
  document.body.append(element);
  const root = createRoot(element);
  return {
    element,
    show: () => root.render(<InspectorPanel {...props} />),
    hide: () => root.render(null),
  };
}
