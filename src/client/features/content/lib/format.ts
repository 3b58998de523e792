const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Whole dollars, as the price tables show them: $99, $1,299. */
export function usd(amount: number): string {
  return dollars.format(amount);
}

/** A mailto link with its subject URL-encoded. */
export function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
