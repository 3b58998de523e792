/**
 * The world's countries by standard English short name (the UN's common names, as our demo places
 * use them), grouped by continent. Sovereign: the 193 UN members plus the two observer states
 * (Vatican City, Palestine) = 195. Territories and partly recognised places are listed apart so
 * places there still get a continent without counting towards the 195.
 */
export const CONTINENTS = [
  'Africa',
  'Antarctica',
  'Asia',
  'Europe',
  'North America',
  'Oceania',
  'South America',
] as const;
export type Continent = (typeof CONTINENTS)[number];

/** Continents follow the UN geoscheme (M49), with the Americas split at Panama/Colombia. */
// prettier-ignore
const SOVEREIGN: Record<Exclude<Continent, 'Antarctica'>, readonly string[]> = {
  Africa: [
    'Algeria', 'Angola', 'Benin', 'Botswana', 'Burkina Faso', 'Burundi', 'Cabo Verde', 'Cameroon', 'Central African Republic',
    'Chad', 'Comoros', 'Democratic Republic of the Congo', 'Djibouti', 'Egypt', 'Equatorial Guinea', 'Eritrea', 'Eswatini',
    'Ethiopia', 'Gabon', 'Gambia', 'Ghana', 'Guinea', 'Guinea-Bissau', "Côte d'Ivoire", 'Kenya', 'Lesotho', 'Liberia', 'Libya',
    'Madagascar', 'Malawi', 'Mali', 'Mauritania', 'Mauritius', 'Morocco', 'Mozambique', 'Namibia', 'Niger', 'Nigeria',
    'Republic of the Congo', 'Rwanda', 'São Tomé and Príncipe', 'Senegal', 'Seychelles', 'Sierra Leone', 'Somalia',
    'South Africa', 'South Sudan', 'Sudan', 'Tanzania', 'Togo', 'Tunisia', 'Uganda', 'Zambia', 'Zimbabwe',
  ],
  Asia: [
    'Afghanistan', 'Armenia', 'Azerbaijan', 'Bahrain', 'Bangladesh', 'Bhutan', 'Brunei', 'Cambodia', 'China', 'Cyprus',
    'Georgia', 'India', 'Indonesia', 'Iran', 'Iraq', 'Israel', 'Japan', 'Jordan', 'Kazakhstan', 'Kuwait', 'Kyrgyzstan', 'Laos',
    'Lebanon', 'Malaysia', 'Maldives', 'Mongolia', 'Myanmar', 'Nepal', 'North Korea', 'Oman', 'Pakistan', 'Palestine',
    'Philippines', 'Qatar', 'Saudi Arabia', 'Singapore', 'South Korea', 'Sri Lanka', 'Syria', 'Tajikistan', 'Thailand',
    'Timor-Leste', 'Turkey', 'Turkmenistan', 'United Arab Emirates', 'Uzbekistan', 'Vietnam', 'Yemen',
  ],
  Europe: [
    'Albania', 'Andorra', 'Austria', 'Belarus', 'Belgium', 'Bosnia and Herzegovina', 'Bulgaria', 'Croatia', 'Czechia', 'Denmark',
    'Estonia', 'Finland', 'France', 'Germany', 'Greece', 'Hungary', 'Iceland', 'Ireland', 'Italy', 'Latvia', 'Liechtenstein',
    'Lithuania', 'Luxembourg', 'Malta', 'Moldova', 'Monaco', 'Montenegro', 'Netherlands', 'North Macedonia', 'Norway', 'Poland',
    'Portugal', 'Romania', 'Russia', 'San Marino', 'Serbia', 'Slovakia', 'Slovenia', 'Spain', 'Sweden', 'Switzerland', 'Ukraine',
    'United Kingdom', 'Vatican City',
  ],
  'North America': [
    'Antigua and Barbuda', 'Bahamas', 'Barbados', 'Belize', 'Canada', 'Costa Rica', 'Cuba', 'Dominica', 'Dominican Republic',
    'El Salvador', 'Grenada', 'Guatemala', 'Haiti', 'Honduras', 'Jamaica', 'Mexico', 'Nicaragua', 'Panama',
    'Saint Kitts and Nevis', 'Saint Lucia', 'Saint Vincent and the Grenadines', 'Trinidad and Tobago', 'United States',
  ],
  Oceania: [
    'Australia', 'Fiji', 'Kiribati', 'Marshall Islands', 'Micronesia', 'Nauru', 'New Zealand', 'Palau', 'Papua New Guinea',
    'Samoa', 'Solomon Islands', 'Tonga', 'Tuvalu', 'Vanuatu',
  ],
  'South America': [
    'Argentina', 'Bolivia', 'Brazil', 'Chile', 'Colombia', 'Ecuador', 'Guyana', 'Paraguay', 'Peru', 'Suriname', 'Uruguay',
    'Venezuela',
  ],
};

// prettier-ignore
const TERRITORIES: Record<Continent, readonly string[]> = {
  Africa: ['Saint Helena', 'Western Sahara', 'British Indian Ocean Territory', 'French Southern Territories'],
  Antarctica: ['Antarctica', 'South Georgia and the South Sandwich Islands', 'Heard Island and McDonald Islands'],
  Asia: ['Hong Kong', 'Macao', 'Taiwan', 'Australian Indian Ocean Territories'],
  Europe: ['Faroe Islands', 'Guernsey', 'Isle of Man', 'Jersey', 'Kosovo', 'Gibraltar'],
  'North America': [
    'Anguilla', 'Aruba', 'Bermuda', 'British Virgin Islands', 'Cayman Islands', 'Curaçao', 'Greenland', 'Montserrat',
    'Puerto Rico', 'Saint Barthélemy', 'Saint Martin', 'Saint Pierre and Miquelon', 'Sint Maarten', 'Turks and Caicos Islands',
    'U.S. Virgin Islands',
  ],
  Oceania: [
    'American Samoa', 'Ashmore and Cartier Islands', 'Cook Islands', 'French Polynesia', 'Guam', 'New Caledonia', 'Niue',
    'Norfolk Island', 'Northern Mariana Islands', 'Pitcairn Islands', 'Wallis and Futuna',
  ],
  'South America': ['Falkland Islands'],
};

/** The count the world progress is measured against: 193 UN members + Vatican City + Palestine. */
export const WORLD_COUNTRY_COUNT = 195;

function byName(groups: Partial<Record<Continent, readonly string[]>>): Map<string, Continent> {
  const map = new Map<string, Continent>();
  for (const [continent, names] of Object.entries(groups) as [Continent, readonly string[]][]) {
    for (const name of names) map.set(name, continent);
  }
  return map;
}

/** The 195 sovereign countries and their continents. */
export const SOVEREIGN_COUNTRIES: ReadonlyMap<string, Continent> = byName(SOVEREIGN);
/** Territories and partly recognised places and their continents (not counted in the 195). */
export const TERRITORY_CONTINENTS: ReadonlyMap<string, Continent> = byName(TERRITORIES);

export function continentOf(country: string): Continent | undefined {
  return SOVEREIGN_COUNTRIES.get(country) ?? TERRITORY_CONTINENTS.get(country);
}
