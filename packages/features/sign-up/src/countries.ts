/**
 * The officially assigned ISO 3166-1 alpha-2 codes the API takes for nationality, country of birth
 * and residences (the sandbox's list); their names come from the browser, in the page's language.
 */
const ISO_3166_ALPHA_2 =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

export const COUNTRY_CODES: readonly string[] = ISO_3166_ALPHA_2.split(' ');

export interface Country {
  readonly code: string;
  readonly name: string;
}

/** Every country, named in `locale` and in its alphabetical order, Spain first: most prospects choose it. */
export function countriesIn(locale: string): readonly Country[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const countries = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code }));
  const [spain, others] = [countries.filter((country) => country.code === 'ES'), countries.filter((country) => country.code !== 'ES')];
  return [...spain, ...others.sort((a, b) => collator.compare(a.name, b.name))];
}

/** A country's name in `locale`, for the summary. */
export const countryNameIn = (locale: string, code: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
