/** An airport with real coordinates, traffic weight (roughly millions of passengers) and delay proneness. */
export interface Airport {
  readonly iata: string;
  readonly country: string;
  readonly lat: number;
  readonly lon: number;
  readonly traffic: number;
  readonly delayFactor: number;
  /** The flag carrier based here, for airports outside the US. */
  readonly homeAirline?: string;
}

/** An airline with its share of US domestic flying, hub airports and how delay-prone it is. */
export interface Airline {
  readonly name: string;
  readonly domesticShare: number;
  readonly hubs: readonly string[];
  readonly delayFactor: number;
  /** Whether it flies the US leg of international routes (the three network carriers). */
  readonly international: boolean;
}

/** The 32 busiest US airports and 8 international hubs linked to them. */
export const AIRPORTS: readonly Airport[] = [
  { iata: 'ATL', country: 'US', lat: 33.6407, lon: -84.4277, traffic: 50, delayFactor: 1.05 },
  { iata: 'DFW', country: 'US', lat: 32.8998, lon: -97.0403, traffic: 37, delayFactor: 1.1 },
  { iata: 'DEN', country: 'US', lat: 39.8561, lon: -104.6737, traffic: 35, delayFactor: 1.15 },
  { iata: 'ORD', country: 'US', lat: 41.9742, lon: -87.9073, traffic: 37, delayFactor: 1.25 },
  { iata: 'LAX', country: 'US', lat: 33.9416, lon: -118.4085, traffic: 38, delayFactor: 1.05 },
  { iata: 'JFK', country: 'US', lat: 40.6413, lon: -73.7781, traffic: 31, delayFactor: 1.25 },
  { iata: 'LAS', country: 'US', lat: 36.084, lon: -115.1537, traffic: 28, delayFactor: 1.0 },
  { iata: 'MCO', country: 'US', lat: 28.4312, lon: -81.3081, traffic: 28, delayFactor: 1.15 },
  { iata: 'MIA', country: 'US', lat: 25.7959, lon: -80.287, traffic: 26, delayFactor: 1.1 },
  { iata: 'CLT', country: 'US', lat: 35.2144, lon: -80.9473, traffic: 25, delayFactor: 1.0 },
  { iata: 'SEA', country: 'US', lat: 47.4502, lon: -122.3088, traffic: 25, delayFactor: 0.9 },
  { iata: 'PHX', country: 'US', lat: 33.4352, lon: -112.0101, traffic: 24, delayFactor: 0.9 },
  { iata: 'EWR', country: 'US', lat: 40.6895, lon: -74.1745, traffic: 24, delayFactor: 1.4 },
  { iata: 'SFO', country: 'US', lat: 37.6213, lon: -122.379, traffic: 25, delayFactor: 1.2 },
  { iata: 'IAH', country: 'US', lat: 29.9902, lon: -95.3368, traffic: 22, delayFactor: 1.05 },
  { iata: 'BOS', country: 'US', lat: 42.3656, lon: -71.0096, traffic: 20, delayFactor: 1.15 },
  { iata: 'FLL', country: 'US', lat: 26.0742, lon: -80.1506, traffic: 17, delayFactor: 1.2 },
  { iata: 'MSP', country: 'US', lat: 44.8848, lon: -93.2223, traffic: 18, delayFactor: 0.95 },
  { iata: 'LGA', country: 'US', lat: 40.7769, lon: -73.874, traffic: 16, delayFactor: 1.3 },
  { iata: 'DTW', country: 'US', lat: 42.2162, lon: -83.3554, traffic: 15, delayFactor: 0.95 },
  { iata: 'PHL', country: 'US', lat: 39.8744, lon: -75.2424, traffic: 14, delayFactor: 1.1 },
  { iata: 'SLC', country: 'US', lat: 40.7899, lon: -111.9791, traffic: 13, delayFactor: 0.85 },
  { iata: 'DCA', country: 'US', lat: 38.8512, lon: -77.0402, traffic: 12, delayFactor: 1.0 },
  { iata: 'SAN', country: 'US', lat: 32.7338, lon: -117.1933, traffic: 12, delayFactor: 0.95 },
  { iata: 'BWI', country: 'US', lat: 39.1774, lon: -76.6684, traffic: 13, delayFactor: 1.05 },
  { iata: 'TPA', country: 'US', lat: 27.9755, lon: -82.5332, traffic: 12, delayFactor: 1.0 },
  { iata: 'IAD', country: 'US', lat: 38.9531, lon: -77.4565, traffic: 12, delayFactor: 1.0 },
  { iata: 'AUS', country: 'US', lat: 30.1975, lon: -97.6664, traffic: 11, delayFactor: 1.05 },
  { iata: 'BNA', country: 'US', lat: 36.1263, lon: -86.6774, traffic: 11, delayFactor: 1.05 },
  { iata: 'MDW', country: 'US', lat: 41.7868, lon: -87.7522, traffic: 10, delayFactor: 1.1 },
  { iata: 'HNL', country: 'US', lat: 21.3187, lon: -157.9225, traffic: 10, delayFactor: 0.8 },
  { iata: 'PDX', country: 'US', lat: 45.5898, lon: -122.5951, traffic: 9, delayFactor: 0.85 },
  {
    iata: 'LHR',
    country: 'GB',
    lat: 51.47,
    lon: -0.4543,
    traffic: 40,
    delayFactor: 1.1,
    homeAirline: 'British Airways',
  },
  {
    iata: 'CDG',
    country: 'FR',
    lat: 49.0097,
    lon: 2.5479,
    traffic: 33,
    delayFactor: 1.1,
    homeAirline: 'Air France',
  },
  {
    iata: 'FRA',
    country: 'DE',
    lat: 50.0379,
    lon: 8.5622,
    traffic: 29,
    delayFactor: 1.05,
    homeAirline: 'Lufthansa',
  },
  {
    iata: 'AMS',
    country: 'NL',
    lat: 52.3105,
    lon: 4.7683,
    traffic: 31,
    delayFactor: 1.0,
    homeAirline: 'KLM',
  },
  {
    iata: 'YYZ',
    country: 'CA',
    lat: 43.6777,
    lon: -79.6248,
    traffic: 22,
    delayFactor: 1.15,
    homeAirline: 'Air Canada',
  },
  {
    iata: 'MEX',
    country: 'MX',
    lat: 19.4361,
    lon: -99.0719,
    traffic: 22,
    delayFactor: 1.1,
    homeAirline: 'Aeromexico',
  },
  {
    iata: 'NRT',
    country: 'JP',
    lat: 35.772,
    lon: 140.3929,
    traffic: 14,
    delayFactor: 0.7,
    homeAirline: 'Japan Airlines',
  },
  {
    iata: 'DXB',
    country: 'AE',
    lat: 25.2532,
    lon: 55.3657,
    traffic: 43,
    delayFactor: 0.9,
    homeAirline: 'Emirates',
  },
];

/** US airlines that fly domestic routes, with their main hubs. */
export const US_AIRLINES: readonly Airline[] = [
  {
    name: 'American Airlines',
    domesticShare: 18,
    hubs: ['DFW', 'CLT', 'MIA', 'PHL', 'PHX', 'ORD', 'LAX'],
    delayFactor: 1.05,
    international: true,
  },
  {
    name: 'Delta Air Lines',
    domesticShare: 17,
    hubs: ['ATL', 'DTW', 'MSP', 'SLC', 'JFK', 'LAX', 'SEA', 'BOS', 'LGA'],
    delayFactor: 0.85,
    international: true,
  },
  {
    name: 'United Airlines',
    domesticShare: 15,
    hubs: ['ORD', 'DEN', 'IAH', 'EWR', 'SFO', 'IAD', 'LAX'],
    delayFactor: 1.0,
    international: true,
  },
  {
    name: 'Southwest Airlines',
    domesticShare: 18,
    hubs: ['MDW', 'LAS', 'DEN', 'BWI', 'PHX', 'AUS', 'BNA', 'MCO'],
    delayFactor: 1.1,
    international: false,
  },
  {
    name: 'Alaska Airlines',
    domesticShare: 2,
    hubs: ['SEA', 'PDX', 'SFO', 'SAN', 'LAX'],
    delayFactor: 0.9,
    international: false,
  },
  {
    name: 'JetBlue Airways',
    domesticShare: 3,
    hubs: ['JFK', 'BOS', 'FLL', 'MCO'],
    delayFactor: 1.3,
    international: false,
  },
];

/** How delay-prone each foreign flag carrier is (on-time records vary a lot). */
export const FOREIGN_AIRLINE_DELAY: Readonly<Record<string, number>> = {
  'British Airways': 1.1,
  'Air France': 1.05,
  Lufthansa: 1.05,
  KLM: 1.0,
  'Air Canada': 1.25,
  Aeromexico: 1.0,
  'Japan Airlines': 0.7,
  Emirates: 0.9,
};
