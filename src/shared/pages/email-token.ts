/** A page's words may name the site's address as `{email}`: the page shows the address of the day. */
export const EMAIL_TOKEN = '{email}';

export const withEmail = (text: string, email: string) => text.replaceAll(EMAIL_TOKEN, email);
