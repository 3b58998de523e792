import { decodeMapData, type OwnerMapDataWire, type OwnerPlaceSummary } from './map-data';
import { unpackColumn } from './packed-columns';

// Apart from map-data.ts: only the signed-in owner's pages load this (its own chunk in the app).

/** The owner's variant decoded: every place with the owner's columns. */
export function decodeOwnerMapData(wire: OwnerMapDataWire): OwnerPlaceSummary[] {
  const isPrivate = unpackColumn(wire.private, wire.count);
  const hasPhoto = unpackColumn(wire.photo, wire.count);
  const dated = unpackColumn(wire.dated, wire.count);
  return decodeMapData(wire).map((place, i) => ({
    ...place,
    isPrivate: isPrivate[i] === 1,
    hasPhoto: hasPhoto[i] === 1,
    hasVisitedAt: dated[i] === 1,
  }));
}
