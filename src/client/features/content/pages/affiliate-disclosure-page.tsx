export function AffiliateDisclosurePage() {
  return <h1 className="p-8 text-2xl font-bold">AffiliateDisclosurePage</h1>;
}
