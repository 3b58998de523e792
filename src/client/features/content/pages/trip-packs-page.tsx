export function TripPacksPage() {
  return <h1 className="p-8 text-2xl font-bold">TripPacksPage</h1>;
}
