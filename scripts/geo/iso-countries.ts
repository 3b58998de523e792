// The one mapping of ISO codes to our country names, shared with the import's normalisation.
export { countryOfIsoCode, countryOfIso3Code } from '../../src/shared/geo/iso-countries';
