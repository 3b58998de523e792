export function TermsPage() {
  return <h1 className="p-8 text-2xl font-bold">TermsPage</h1>;
}
