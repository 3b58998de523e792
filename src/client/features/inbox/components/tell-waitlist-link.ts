/** An email to the waitlist written elsewhere (a pack put on sale), for the owner to edit and send. */
export interface WaitlistDraft {
  subject: string;
  message: string;
}

/** Where the history entry keeps the draft: the link carries nothing in its address. */
const DRAFT_KEY = 'waitlistDraft';

/** The link to /inbox's waitlist with "Tell the waitlist" open on `draft`. */
export function tellWaitlistLink(draft: WaitlistDraft) {
  return { to: '/inbox?tab=waitlist', state: { [DRAFT_KEY]: draft } };
}

/** The draft a link brought, if any. */
export function draftOfState(state: unknown): WaitlistDraft | undefined {
  const draft = (state as Record<string, unknown> | null)?.[DRAFT_KEY] as Partial<WaitlistDraft> | undefined;
  return typeof draft?.subject === 'string' && typeof draft.message === 'string'
    ? { subject: draft.subject, message: draft.message }
    : undefined;
}
