export function SponsorPage() {
  return <h1 className="p-8 text-2xl font-bold">SponsorPage</h1>;
}
