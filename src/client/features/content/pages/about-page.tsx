export function AboutPage() {
  return <h1 className="p-8 text-2xl font-bold">AboutPage</h1>;
}
