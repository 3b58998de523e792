export function StatsPage() {
  return <h1 className="p-8 text-2xl font-bold">StatsPage</h1>;
}
