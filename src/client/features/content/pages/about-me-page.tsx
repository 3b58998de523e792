import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useSiteConfig } from '../../../lib/site-config';
import { CheckList, ContentSection } from '../components/content-section';
import { ContentLayout } from '../components/content-layout';

const STATS = [
  { value: '1,500+', label: 'Destinations' },
  { value: '306', label: 'UNESCO sites' },
  { value: '50+', label: 'Countries' },
] as const;

const FAVOURITES = [
  'Sunrise at Mather Point on the Grand Canyon’s South Rim, wrapped in every layer I owned.',
  'Getting soaked on Yosemite’s Mist Trail in late May, when every waterfall roars.',
  'A bison jam in Yellowstone’s Lamar Valley that made me late for dinner in the best way.',
  'Ramen at midnight in Tokyo after a day of getting happily lost.',
];

export function AboutMePage() {
  const site = useSiteConfig();
  return (
    <ContentLayout
      title="About Me"
      subtitle="The traveller, filmmaker and chronic map-maker behind Fru World."
    >
      <div className="space-y-8">
        <section
          aria-labelledby="intro-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
            <span
              aria-hidden="true"
              className="grid h-24 w-24 shrink-0 place-items-center rounded-full bg-gradient-to-br from-teal-600 to-emerald-500 text-5xl shadow-inner"
            >
              🧭
            </span>
            <div>
              <h2 id="intro-heading" className="text-2xl font-bold text-slate-900">
                Hi, I’m Fru!
              </h2>
              <p className="mt-2 leading-relaxed text-slate-700">
                I am a travel creator who cannot look at a map without planning a route. Over the years that
                habit has taken me to more than 1,500 destinations, and my archive now holds 1,551 places,
                from tiny regional parks to some of the most famous landmarks on Earth.
              </p>
            </div>
          </div>
          <dl className="mt-8 grid grid-cols-3 gap-3">
            {STATS.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse rounded-xl bg-teal-50 p-3 text-center sm:p-5"
              >
                <dt className="text-xs font-medium text-teal-900 sm:text-sm">{stat.label}</dt>
                <dd className="text-2xl font-extrabold text-teal-900 sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <ContentSection id="story" title="How it started">
          <p>
            My first real road trip was a loop through the national parks of the American West with a
            secondhand camera and a cooler full of sandwiches. I filmed everything, badly, and loved every
            minute of it. Friends kept asking where each clip was from, so I started pinning places on a map.
          </p>
          <p>
            That map grew into Fru World. Today it covers national and state parks, 306 UNESCO World Heritage
            sites, museums, beaches, mountains and food spots across 50+ countries. I still add every place
            myself, with notes I write on the road.
          </p>
        </ContentSection>

        <ContentSection id="how-i-travel" title="How I travel">
          <CheckList
            items={[
              'Slow where it matters: I would rather see one park properly than five from the car window.',
              'Early starts: sunrise beats crowds, and the light is better for filming.',
              'Honest notes: if a place is overrated or the trail is tougher than advertised, I say so.',
              'Leave no trace: pack it in, pack it out, and stay on the trail.',
            ]}
          />
        </ContentSection>

        <ContentSection id="favourites" title="A few favourite moments">
          <CheckList items={FAVOURITES} />
        </ContentSection>

        <ContentSection id="connect" title="Let’s connect">
          <p>
            The best way to follow along is my video channel, where new adventures go up most weeks. And if
            you know a place I should see, I would love to hear about it.
          </p>
          <div className="flex flex-wrap gap-3">
            <a
              href={site.channelUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('primary', 'md')}
            >
              Follow my videos<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <Link to="/contact" className={buttonClass('secondary', 'md')}>
              Say hello
            </Link>
          </div>
        </ContentSection>
      </div>
    </ContentLayout>
  );
}
