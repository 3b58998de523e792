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

const BY_KEY = new Map<string, string>();
for (const [code, name] of Object.entries(US_STATES)) {
  BY_KEY.set(code.toLowerCase(), name);
  BY_KEY.set(name.toLowerCase(), name);
}
BY_KEY.set('washington dc', 'District of Columbia');
BY_KEY.set('washington, d.c.', 'District of Columbia');
BY_KEY.set('d.c.', 'District of Columbia');

/** The full name of a US state or DC from its name or postal code, any case; undefined otherwise. */
export function usStateName(value: string): string | undefined {
  return BY_KEY.get(value.trim().replace(/\s+/g, ' ').toLowerCase());
}
