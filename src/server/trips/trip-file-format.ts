/** The namespace of our GPX extensions: what GPX has no element for (days, modes, times). */
export const TRIP_XML_NAMESPACE = 'urn:fru-world:trip:1';

/** A day's name in a file when it has no title of its own ("Day 3"); read back as no title. */
export const defaultDayTitle = (dayIndex: number) => `Day ${dayIndex + 1}`;
export const isDefaultDayTitle = (title: string) => /^Day \d+$/.test(title);
