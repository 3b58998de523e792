// What other server modules use of email (packs, orders): the outbox, the templates, the service.
export { enqueueMail, MailInputError, type NewMail } from './outbox';
export type { MailKind, OutboxStatus } from './mail-tables';
export type { MailService } from './service';
export type { MailFollower, SettledMail } from './worker';
export {
  libraryLinkEmail,
  packUpdatedEmail,
  waitlistLaunchEmail,
  unsubscribeLinkOf,
  type MailContent,
} from './templates';
