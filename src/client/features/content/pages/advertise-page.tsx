export function AdvertisePage() {
  return <h1 className="p-8 text-2xl font-bold">AdvertisePage</h1>;
}
