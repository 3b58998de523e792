export function StartHerePage() {
  return <h1 className="p-8 text-2xl font-bold">StartHerePage</h1>;
}
