/** The 50 states and the District of Columbia by postal code; territories are not states. */
// prettier-ignore
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska',
  NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina',
  ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island',
  SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia',
  WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

/** 50 states plus DC. */
export const US_STATE_COUNT = 51;

const BY_NAME = new Map<string, string>();
const BY_CODE = new Map<string, string>();
for (const [code, name] of Object.entries(US_STATES)) {
  BY_CODE.set(code.toLowerCase(), name);
  BY_NAME.set(name.toLowerCase(), name);
}
BY_NAME.set('washington dc', 'District of Columbia');
BY_NAME.set('washington, d.c.', 'District of Columbia');
BY_NAME.set('d.c.', 'District of Columbia');

const key = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** The full name of a US state or DC from its name or postal code, any case; undefined otherwise. */
export function usStateName(value: string): string | undefined {
  const k = key(value);
  return BY_NAME.get(k) ?? BY_CODE.get(k);
}

/** As usStateName, but by name only: a postal code alone is ambiguous ("WA" is also Western Australia). */
export function usStateFullName(value: string): string | undefined {
  return BY_NAME.get(key(value));
}
