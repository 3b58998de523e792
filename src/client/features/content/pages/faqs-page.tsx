export function FaqsPage() {
  return <h1 className="p-8 text-2xl font-bold">FaqsPage</h1>;
}
