import type { MessageType } from '#shared/forms.ts';
import type { TransportMode } from '#shared/trips/trip.ts';
import { i18n } from '#client/lib/i18n.ts';

// Names that screens of two features say alike, in the page's language (features do not import each
// other): the ways of travel (trips, /stats) and the contact form's message types (the form, the inbox).

/** A way of travel's name, as the owner picks it: Walk, Bike… */
export const modeLabel = (mode: TransportMode): string =>
  ({
    walk: i18n._('Walk'),
    bike: i18n._('Bike'),
    car: i18n._('Car'),
    bus: i18n._('Bus'),
    train: i18n._('Train'),
    ferry: i18n._('Ferry'),
    boat: i18n._('Boat'),
    flight: i18n._('Flight'),
  })[mode];

/** A message type's name (shared/forms.ts has them in English). */
export const messageTypeLabel = (type: MessageType): string =>
  ({
    general: i18n._('General Question'),
    suggestion: i18n._('Location Suggestion'),
    feedback: i18n._('Feedback'),
    business: i18n._('Business Inquiry'),
    technical: i18n._('Technical Issue'),
    collaboration: i18n._('Collaboration'),
  })[type];
