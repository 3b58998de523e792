export function AboutMePage() {
  return <h1 className="p-8 text-2xl font-bold">AboutMePage</h1>;
}
