import type { ExampleTableName } from './example-table';

/** A saved metric of an example dataset. */
interface ExampleMetric {
  metric_name: string;
  verbose_name: string;
  expression: string;
  d3format?: string;
}

/** What an example dataset looks like once registered: descriptions, names, metrics. */
export interface ExampleDatasetSpec {
  table: ExampleTableName;
  description: string;
  main_dttm_col: string | null;
  /** Column name -> [verbose name, description]. */
  columns: Record<string, [string, string]>;
  metrics: ExampleMetric[];
}

const count: ExampleMetric = {
  metric_name: 'count',
  verbose_name: 'COUNT(*)',
  expression: 'COUNT(*)',
  d3format: ',d',
};

/** The example datasets, with sensible metrics and a main datetime column each. */
export const EXAMPLE_DATASETS: ExampleDatasetSpec[] = [
  {
    table: 'birth_names',
    description: 'US baby names by state, gender and year, 1965–2014.',
    main_dttm_col: 'ds',
    columns: {
      ds: ['Year', 'January 1st of the birth year'],
      gender: ['Gender', 'boy or girl'],
      name: ['Name', 'Given name'],
      num: ['Births', 'Babies given this name'],
      state: ['State', 'Two-letter US state code'],
      num_boys: ['Boys', 'Boys given this name'],
      num_girls: ['Girls', 'Girls given this name'],
    },
    metrics: [
      count,
      { metric_name: 'sum__num', verbose_name: 'Births', expression: 'SUM(num)', d3format: ',d' },
      { metric_name: 'sum__num_boys', verbose_name: 'Boys', expression: 'SUM(num_boys)', d3format: ',d' },
      { metric_name: 'sum__num_girls', verbose_name: 'Girls', expression: 'SUM(num_girls)', d3format: ',d' },
    ],
  },
  {
    table: 'sales',
    description: 'Orders of a retailer across regions and product lines, 2020–2024.',
    main_dttm_col: 'order_date',
    columns: {
      order_date: ['Order date', 'When the order was placed'],
      region: ['Region', 'Sales region'],
      country: ['Country', 'Country of the customer'],
      product_line: ['Product line', 'Product category'],
      deal_size: ['Deal size', 'Small, Medium or Large'],
      quantity: ['Quantity', 'Units ordered'],
      price: ['Unit price', 'Price per unit'],
      sales: ['Sales', 'quantity × price'],
    },
    metrics: [
      count,
      { metric_name: 'sum__sales', verbose_name: 'Total sales', expression: 'SUM(sales)', d3format: '$,.2f' },
      {
        metric_name: 'avg__sales',
        verbose_name: 'Average order value',
        expression: 'AVG(sales)',
        d3format: '$,.2f',
      },
      {
        metric_name: 'sum__quantity',
        verbose_name: 'Units sold',
        expression: 'SUM(quantity)',
        d3format: ',d',
      },
      {
        metric_name: 'avg__price',
        verbose_name: 'Average unit price',
        expression: 'AVG(price)',
        d3format: '$,.2f',
      },
    ],
  },
  {
    table: 'country_stats',
    description: 'Population, GDP per capita and life expectancy per country and year, 1960–2020.',
    main_dttm_col: 'year_date',
    columns: {
      country_code: ['Country code', 'ISO 3166-1 alpha-3'],
      country_name: ['Country', 'Country name'],
      region: ['Region', 'World region'],
      year: ['Year', 'Calendar year'],
      population: ['Population', 'Residents'],
      gdp_per_capita: ['GDP per capita', 'US dollars per resident'],
      life_expectancy: ['Life expectancy', 'Years at birth'],
      lat: ['Latitude', 'Centroid latitude'],
      lon: ['Longitude', 'Centroid longitude'],
    },
    metrics: [
      count,
      {
        metric_name: 'sum__population',
        verbose_name: 'Population',
        expression: 'SUM(population)',
        d3format: '.3s',
      },
      {
        metric_name: 'avg__gdp_per_capita',
        verbose_name: 'Average GDP per capita',
        expression: 'AVG(gdp_per_capita)',
        d3format: '$,.0f',
      },
      {
        metric_name: 'avg__life_expectancy',
        verbose_name: 'Average life expectancy',
        expression: 'AVG(life_expectancy)',
        d3format: '.1f',
      },
    ],
  },
  {
    table: 'flights',
    description: 'Flights between 40 airports in 2023, with distance and delay.',
    main_dttm_col: 'departure_time',
    columns: {
      departure_time: ['Departure time', 'Scheduled departure'],
      origin: ['Origin', 'IATA code of the departure airport'],
      destination: ['Destination', 'IATA code of the arrival airport'],
      airline: ['Airline', 'Operating airline'],
      distance: ['Distance (km)', 'Great-circle distance'],
      delay_minutes: ['Delay (min)', 'Departure delay; negative is early'],
      origin_lat: ['Origin latitude', 'Latitude of the departure airport'],
      origin_lon: ['Origin longitude', 'Longitude of the departure airport'],
      destination_lat: ['Destination latitude', 'Latitude of the arrival airport'],
      destination_lon: ['Destination longitude', 'Longitude of the arrival airport'],
    },
    metrics: [
      count,
      {
        metric_name: 'avg__delay_minutes',
        verbose_name: 'Average delay (min)',
        expression: 'AVG(delay_minutes)',
        d3format: '.1f',
      },
      {
        metric_name: 'sum__distance',
        verbose_name: 'Distance flown (km)',
        expression: 'SUM(distance)',
        d3format: '.3s',
      },
      {
        metric_name: 'delayed_share',
        verbose_name: 'Share delayed > 15 min',
        expression: 'AVG(CASE WHEN delay_minutes > 15 THEN 1.0 ELSE 0.0 END)',
        d3format: '.1%',
      },
    ],
  },
  {
    table: 'airports',
    description:
      'The 40 airports of the flights data, with coordinates stored as columns, text, geohashes and shapes.',
    main_dttm_col: null,
    columns: {
      iata: ['Airport', 'IATA code'],
      country: ['Country', 'ISO 3166-1 alpha-2 code of the country'],
      latitude: ['Latitude', 'Degrees north'],
      longitude: ['Longitude', 'Degrees east'],
      lat_lon: ['Latitude,longitude', 'Both coordinates as text, "lat,lon"'],
      geohash: ['Geohash', 'Geohash of the position, 7 characters'],
      traffic: ['Traffic', 'Passengers, roughly millions a year'],
      delay_factor: ['Delay factor', 'How delay-prone the airport is (1 is average)'],
      catchment: ['Catchment', 'Polygon around the airport, JSON [[lon, lat], …]'],
      catchment_geojson: ['Catchment (GeoJSON)', 'The same polygon as a GeoJSON Feature'],
      route_to_hub: ['Route to hub', 'Path to the busiest airport, JSON [[lon, lat], …]'],
    },
    metrics: [
      count,
      { metric_name: 'sum__traffic', verbose_name: 'Traffic', expression: 'SUM(traffic)', d3format: ',.1f' },
    ],
  },
  {
    table: 'events',
    description: 'Product analytics events of 2024: page views, clicks, sign-ups and purchases.',
    main_dttm_col: 'ts',
    columns: {
      ts: ['Time', 'When the event happened'],
      user_id: ['User', 'User id'],
      country: ['Country', 'Country of the user'],
      device: ['Device', 'desktop, mobile or tablet'],
      event_type: ['Event', 'page_view, click, signup or purchase'],
      revenue: ['Revenue', 'Revenue of purchases'],
    },
    metrics: [
      count,
      { metric_name: 'sum__revenue', verbose_name: 'Revenue', expression: 'SUM(revenue)', d3format: '$,.2f' },
      {
        metric_name: 'count_distinct__user_id',
        verbose_name: 'Users',
        expression: 'COUNT(DISTINCT user_id)',
        d3format: ',d',
      },
    ],
  },
];
