import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A Nominatim-like geocoder on a free local port, for the tests of the address search.

/** Answers like Nominatim's /search with format=jsonv2&addressdetails=1. */
export const EIFFEL = [
  {
    place_id: 1,
    lat: '48.8582599',
    lon: '2.2945006',
    name: 'Eiffel Tower',
    display_name: 'Eiffel Tower, 5, Avenue Anatole France, Paris, Île-de-France, 75007, France',
    address: { tourism: 'Eiffel Tower', city: 'Paris', country: 'France', country_code: 'fr' },
  },
];
export const ZION = [
  {
    place_id: 2,
    lat: '37.2982022',
    lon: '-113.0263005',
    name: 'Zion National Park',
    display_name: 'Zion National Park, Washington County, Utah, United States',
    address: { state: 'Utah', country: 'United States', country_code: 'us' },
  },
  { place_id: 3, lat: 'not a number', lon: '1', display_name: 'Broken' },
];

export interface Geocoder {
  url: string;
  requests: { url: URL; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
}

/** A tiny local geocoder on a free port; `answer` decides what it does with each request. */
export async function startGeocoder(
  answer: (query: string) => unknown | 'hang' = (q) => (q.toLowerCase().includes('zion') ? ZION : EIFFEL),
): Promise<Geocoder> {
  const requests: Geocoder['requests'] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ url, headers: request.headers });
    // Nominatim's reverse lookup (beside /search) answers one place, where /search answers a list.
    const body = url.pathname.endsWith('/reverse') ? EIFFEL[0] : answer(url.searchParams.get('q') ?? '');
    if (body === 'hang') return;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/search`,
    requests,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
