import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { expect } from '../e2e/fixtures';
import { payload, PAYLOADS } from './injection';

// The injection tests' data: places, messages and suggestions carrying the payloads.

/** The public forms take 5 posts a minute from one address. */
const FORM_POSTS = 5;
export const PHOTO = 'https://photos.example.com/falls.jpg';
export const VIDEO = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

export interface PayloadMessage {
  name: string;
  subject: string;
  message: string;
}

export interface PayloadSuggestion {
  placeName: string;
  location: string;
  reason: string;
  name: string;
}

/** Creates the places as the owner and posts the messages and suggestions as a visitor. */
export async function seedPayloads(baseURL: string, owner: APIRequestContext) {
  // Place i holds payload i + j in its j-th text field: every payload lands in every field.
  const places: Location[] = [];
  for (let i = 0; i < PAYLOADS.length; i += 1) {
    const response = await owner.post('/api/locations', {
      data: {
        name: payload(i),
        address: payload(i + 1),
        country: payload(i + 2),
        state: payload(i + 3),
        notes: payload(i + 4),
        category: payload(i + 5),
        type: 'museum',
        status: 'visited',
        latitude: -40 + i * 10,
        longitude: -150 + i * 35,
        ...(i === 0 ? { photos: [PHOTO], youtubeUrls: [VIDEO] } : {}),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    places.push((await response.json()) as Location);
  }

  // Post i holds payload i + FORM_POSTS * j in its j-th field, so the posts cover every payload.
  const messages: PayloadMessage[] = [];
  const suggestions: PayloadSuggestion[] = [];
  for (let i = 0; i < FORM_POSTS; i += 1) {
    const at = (j: number) => payload(i + FORM_POSTS * j);
    messages.push({ name: at(0), subject: at(1), message: at(2) });
    suggestions.push({ placeName: at(0), location: at(1), reason: at(2), name: at(3) });
  }
  // As a visitor: a client that never signed in.
  const visitor = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  for (const data of messages) {
    const response = await visitor.post('/api/messages', {
      data: { ...data, email: 'visitor@example.com', type: 'general' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  for (const data of suggestions) {
    const response = await visitor.post('/api/suggestions', { data });
    expect(response.status(), await response.text()).toBe(201);
  }
  await visitor.dispose();
  return { places, messages, suggestions };
}
