import codes from 'i18n-iso-countries/codes.json';
import english from 'i18n-iso-countries/langs/en.json';

/** How world_map rows name countries (Superset's country_fieldtype). */
export type CountryFieldType = 'cca2' | 'cca3' | 'cioc' | 'name';

const alpha3ByAlpha2 = new Map<string, string>();
const alpha3ByNumeric = new Map<string, string>();
const alpha3Set = new Set<string>();
for (const [alpha2, alpha3, numeric] of codes as [string, string, string][]) {
  alpha3ByAlpha2.set(alpha2, alpha3);
  alpha3ByNumeric.set(numeric, alpha3);
  alpha3Set.add(alpha3);
}

const normalize = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Names seen in Superset's example data and other common spellings the ISO list lacks. */
const EXTRA_NAMES: Readonly<Record<string, string>> = {
  'netherlands holland europe': 'NLD',
  'republic of serbia': 'SRB',
  'republic of montenegro': 'MNE',
  'korea south': 'KOR',
  'chinese taipei': 'TWN',
  'great britain': 'GBR',
  england: 'GBR',
  macedonia: 'MKD',
  'east timor': 'TLS',
  'cote d ivoire': 'CIV',
  swaziland: 'SWZ',
  zaire: 'COD',
  nambia: 'NAM',
  'st lucia': 'LCA',
  'st kitts nevis': 'KNA',
  'st vincent and grenadines': 'VCT',
  'virgin islands usa': 'VIR',
  'british indian ocean ter': 'IOT',
  'netherland antilles': 'CUW',
  hawaii: 'USA',
  kosovo: 'XKX',
  'cape verde': 'CPV',
  burma: 'MMR',
  'czech republic': 'CZE',
  palestine: 'PSE',
};

const alpha3ByName = new Map<string, string>(Object.entries(EXTRA_NAMES));
for (const [alpha2, names] of Object.entries(english.countries as Record<string, string | string[]>)) {
  const alpha3 = alpha3ByAlpha2.get(alpha2);
  if (!alpha3) continue;
  for (const name of Array.isArray(names) ? names : [names]) {
    const key = normalize(name);
    if (!alpha3ByName.has(key)) alpha3ByName.set(key, alpha3);
  }
}

/** IOC codes that differ from ISO alpha-3 (the others are equal). */
const IOC_TO_ALPHA3: Readonly<Record<string, string>> = {
  GER: 'DEU',
  NED: 'NLD',
  SUI: 'CHE',
  DEN: 'DNK',
  POR: 'PRT',
  GRE: 'GRC',
  CRO: 'HRV',
  RSA: 'ZAF',
  KSA: 'SAU',
  UAE: 'ARE',
  BUL: 'BGR',
  LAT: 'LVA',
  SLO: 'SVN',
  MAS: 'MYS',
  INA: 'IDN',
  PHI: 'PHL',
  VIE: 'VNM',
  CHI: 'CHL',
  URU: 'URY',
  PAR: 'PRY',
  ALG: 'DZA',
  NGR: 'NGA',
  NIG: 'NER',
  ZIM: 'ZWE',
  ZAM: 'ZMB',
  ANG: 'AGO',
  IRI: 'IRN',
  KUW: 'KWT',
  LIB: 'LBN',
  BAN: 'BGD',
  SRI: 'LKA',
  NEP: 'NPL',
  MGL: 'MNG',
  TPE: 'TWN',
  HAI: 'HTI',
  GUA: 'GTM',
  HON: 'HND',
  ESA: 'SLV',
  CRC: 'CRI',
  PUR: 'PRI',
  TRI: 'TTO',
  BAH: 'BHS',
  BAR: 'BRB',
  GRN: 'GRD',
  ARU: 'ABW',
  SEY: 'SYC',
  MRI: 'MUS',
  MAD: 'MDG',
  TAN: 'TZA',
  BOT: 'BWA',
  LES: 'LSO',
  SWZ: 'SWZ',
  GAM: 'GMB',
  GUI: 'GIN',
  TOG: 'TGO',
  BUR: 'BFA',
  CHA: 'TCD',
  SUD: 'SDN',
  LBA: 'LBY',
  OMA: 'OMN',
  KSV: 'XKX',
  MYA: 'MMR',
  CAM: 'KHM',
  BRU: 'BRN',
  FIJ: 'FJI',
  SAM: 'WSM',
  TGA: 'TON',
  VAN: 'VUT',
  SOL: 'SLB',
  PLE: 'PSE',
  BHU: 'BTN',
  MTN: 'MRT',
};

/** The ISO alpha-3 code of a country as rows name it, or null when unknown. */
export function countryAlpha3(value: unknown, fieldType: CountryFieldType): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  switch (fieldType) {
    case 'cca2':
      return alpha3ByAlpha2.get(text.toUpperCase()) ?? null;
    case 'cca3':
      return alpha3Set.has(text.toUpperCase()) ? text.toUpperCase() : null;
    case 'cioc': {
      const code = text.toUpperCase();
      return IOC_TO_ALPHA3[code] ?? (alpha3Set.has(code) ? code : null);
    }
    case 'name':
      return alpha3ByName.get(normalize(text)) ?? null;
  }
}

/** The alpha-3 code of an ISO 3166-1 numeric code ("004" -> "AFG"). */
export function alpha3OfNumeric(numeric: string): string | null {
  return alpha3ByNumeric.get(numeric.padStart(3, '0')) ?? null;
}
