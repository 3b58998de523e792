import type L from 'leaflet';
import { FLOATING_BUTTON_ROOM, POPUP_EDGE_ROOM } from '../map-constants';
import { clearanceShift, freeHeight, type Box } from '../popup-clearance';

/** Leaflet's (undocumented but stable in 1.x) steps of Popup.update() after its content. */
export interface PopupInternals {
  _updateLayout(): void;
  _updatePosition(): void;
  _adjustPan(): void;
}

/** Marks an overlay of the map (badge, legend, toggles) as a control an open popup keeps clear of. */
const MAP_CONTROL_ATTRIBUTE = 'data-map-control';
/** Marks the map view (map-view.tsx), which holds both the map and its overlays. */
const MAP_VIEW_ATTRIBUTE = 'data-map-view';

const boxIn = (rect: DOMRect, origin: DOMRect, below = 0): Box => ({
  left: rect.left - origin.left,
  top: rect.top - origin.top,
  right: rect.right - origin.left,
  bottom: rect.bottom - origin.top + below,
});

/** Every control as drawn now, in the map's pixels: Leaflet's own and the overlays map-view marks. */
function controlBoxes(container: HTMLElement, origin: DOMRect): Box[] {
  const elements = [
    ...container.querySelectorAll('.leaflet-control'),
    ...(container.closest(`[${MAP_VIEW_ATTRIBUTE}]`)?.querySelectorAll(`[${MAP_CONTROL_ATTRIBUTE}]`) ?? []),
  ];
  return elements
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0) // hidden ones (a phone's open popup) take no room
    .map((rect) => boxIn(rect, origin));
}

/**
 * Replaces a popup's auto-pan (Leaflet calls it after every layout): the card is capped to the
 * height it can have clear of the controls (it scrolls past it), and the map moves the
 * least that puts it clear of them all. Measured from the page each time, so the controls' real
 * sizes count, whatever the screen, the font size or the language.
 */
export function keepClearOfControls(map: L.Map, popup: L.Popup) {
  const internals = popup as L.Popup & PopupInternals;
  internals._adjustPan = () => {
    const element = popup.getElement();
    if (!element || !popup.isOpen()) return;
    // A pan still running would be measured halfway; stop it where it is and start from there.
    (map as L.Map & { _panAnim?: { stop(): void } })._panAnim?.stop();
    const container = map.getContainer();
    const size = map.getSize();
    const view: Box = {
      left: POPUP_EDGE_ROOM,
      top: POPUP_EDGE_ROOM,
      right: size.x - POPUP_EDGE_ROOM,
      bottom: size.y - FLOATING_BUTTON_ROOM,
    };
    const origin = container.getBoundingClientRect();
    const controls = controlBoxes(container, origin);

    const content = element.querySelector<HTMLElement>('.leaflet-popup-content');
    const room = freeHeight(element.offsetWidth, view, controls);
    const tip = parseFloat(getComputedStyle(element).marginBottom) || 0;
    if (content) {
      // Wrapper and tip around the content: what the card may take is the room less those.
      const frame = element.offsetHeight + tip - content.offsetHeight;
      const maxHeight = Math.max(0, Math.floor(room - frame));
      if (popup.options.maxHeight !== maxHeight) {
        popup.options.maxHeight = maxHeight;
        internals._updateLayout();
        internals._updatePosition();
      }
    }

    const box = boxIn(element.getBoundingClientRect(), origin, tip);
    const shift = clearanceShift(box, view, controls);
    if (shift.x !== 0 || shift.y !== 0) map.fire('autopanstart').panBy([-shift.x, -shift.y]);
  };
}
