import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A stand-in recipe site for the tests (nothing reaches the internet): pages shaped like
 * what the common WordPress recipe plugins write, a microdata-only page, a page without a
 * recipe, a 20 MB page, a redirect to 127.0.0.1 and a photo carrying EXIF metadata.
 */

/** The same keto recipe on every page; the page's own (wrong) numbers must never be ours. */
export const INGREDIENTS = [
  '6 large eggs',
  '2 tbsp butter',
  '100 g cheddar cheese, shredded',
  '2 cups (60 g) fresh spinach',
  '1 pinch of xanthan gum',
];
const html = (
  head: string,
  body = '<p>Our favourite weekend breakfast, with notes from the test kitchen.</p>',
) => `<!doctype html><html><head><title>Blog</title>${head}</head><body>${body}</body></html>`;
const ld = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

const PAGE_NUTRITION = {
  '@type': 'NutritionInformation',
  servingSize: '1 slice',
  calories: '999 kcal',
  carbohydrateContent: '50 g',
  proteinContent: '1 g',
  fatContent: '2 g',
  sodiumContent: '300 mg',
};

/** WP Recipe Maker: one Recipe object, sections of HowToSteps, an image array, yield array. */
const wprm = html(
  ld({
    '@context': 'https://schema.org/',
    '@type': 'Recipe',
    name: 'Spinach &amp; Cheddar Egg Bake',
    description: 'A <em>quick</em> keto breakfast.',
    image: ['/photo.jpg', '/photo-16x9.jpg'],
    recipeYield: ['4', '4 servings'],
    prepTime: 'PT10M',
    cookTime: 'PT25M',
    totalTime: 'PT35M',
    recipeIngredient: INGREDIENTS,
    recipeInstructions: [
      {
        '@type': 'HowToSection',
        name: 'Prepare',
        itemListElement: [
          { '@type': 'HowToStep', text: 'Heat the oven to 180 °C.', name: 'Heat' },
          { '@type': 'HowToStep', text: 'Butter a baking dish.' },
        ],
      },
      { '@type': 'HowToStep', text: 'Whisk the eggs, stir in the rest and bake 25 minutes.' },
    ],
    nutrition: PAGE_NUTRITION,
  }),
);

/** Tasty Recipes: yield as text, ImageObject, entities in ingredient lines, a nested WebPage. */
const tasty = html(
  ld({
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: 'Blog',
    mainEntity: {
      '@type': 'Recipe',
      name: 'Spinach & Cheddar Egg Bake',
      image: { '@type': 'ImageObject', url: '/photo.jpg' },
      recipeYield: '4 servings',
      totalTime: 'PT35M',
      recipeIngredient: INGREDIENTS.map((i) => i.replace('&', '&amp;')),
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Heat the oven.' },
        { '@type': 'HowToStep', text: 'Bake.' },
      ],
      nutrition: PAGE_NUTRITION,
    },
  }),
);

/** Yoast SEO: everything in one @graph; the Recipe's @type is an array. */
const yoast = html(
  `<script type="application/ld+json">{ broken, </script>` +
    ld({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', name: 'Keto Blog' },
        { '@type': ['Article', 'BlogPosting'], headline: 'My egg bake' },
        {
          '@type': ['Recipe'],
          name: 'Spinach & Cheddar Egg Bake',
          recipeYield: 4,
          prepTime: 'P0DT0H10M',
          cookTime: 'P0DT0H25M',
          recipeIngredient: INGREDIENTS,
          recipeInstructions: 'Heat the oven.\nWhisk and bake.',
        },
      ],
    }),
);

/** Microdata only (older themes): nested NutritionInformation and HowToSteps. */
const microdata = html(
  '',
  `<article itemscope itemtype="http://schema.org/Recipe">
    <h1 itemprop="name">Spinach &amp; Cheddar Egg Bake</h1>
    <img itemprop="image" src="/photo.jpg" alt="">
    <p>Serves <span itemprop="recipeYield">4</span></p>
    <meta itemprop="prepTime" content="PT10M"><time itemprop="cookTime" datetime="PT25M">25 min</time>
    <ul>${INGREDIENTS.map((i) => `<li itemprop="recipeIngredient">${i}</li>`).join('')}</ul>
    <div itemprop="nutrition" itemscope itemtype="http://schema.org/NutritionInformation">
      <span itemprop="calories">999 kcal</span><span itemprop="carbohydrateContent">50 g</span>
    </div>
    <ol>
      <li itemprop="recipeInstructions" itemscope itemtype="http://schema.org/HowToStep"><span itemprop="text">Heat the oven.</span></li>
      <li itemprop="recipeInstructions" itemscope itemtype="http://schema.org/HowToStep"><span itemprop="text">Bake.</span></li>
    </ol>
  </article>`,
);

const noRecipe = html(
  ld({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Why keto?' }),
  '<h1>Why keto?</h1><p>No recipe here.</p>',
);

export class FakeRecipeSite {
  server: Server;
  photo: Buffer = Buffer.alloc(0);
  requests: string[] = [];
  /** Where /redirect-local sends the client (set by the test: the loopback address). */
  redirectTo = '';

  constructor() {
    this.server = createServer((req, res) => {
      this.requests.push(req.url ?? '');
      const page = (body: string) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(body);
      };
      switch (req.url) {
        case '/wprm':
          return page(wprm);
        case '/tasty':
          return page(tasty);
        case '/yoast':
          return page(yoast);
        case '/microdata':
          return page(microdata);
        case '/no-recipe':
          return page(noRecipe);
        case '/photo.jpg':
          res.writeHead(200, { 'content-type': 'image/jpeg' });
          return res.end(this.photo);
        case '/redirect-local':
          res.writeHead(302, { location: this.redirectTo });
          return res.end();
        case '/loop':
          res.writeHead(302, { location: '/loop' });
          return res.end();
        case '/slow':
          // Headers at once, then nothing: the time limit has to cover the body too.
          res.writeHead(200, { 'content-type': 'text/html' });
          return void res.write('<html>');
        case '/huge': {
          // 20 MB without a Content-Length: the limit has to count the streamed bytes.
          res.writeHead(200, { 'content-type': 'text/html' });
          const chunk = Buffer.alloc(64 * 1024, 'a');
          let sent = 0;
          const pump = () => {
            while (sent < 20 * 1024 * 1024 && !res.destroyed) {
              sent += chunk.length;
              if (!res.write(chunk)) return void res.once('drain', pump);
            }
            res.end();
          };
          return pump();
        }
        default:
          res.writeHead(404);
          return res.end();
      }
    });
  }

  /** Listens on `host` (a loopback address the test allows); returns the base URL. */
  async start(host: string): Promise<string> {
    this.photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-camera-owner', Artist: 'Someone' } })
      .toBuffer();
    await new Promise<void>((resolve) => this.server.listen(0, host, resolve));
    return `http://${host}:${(this.server.address() as AddressInfo).port}`;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
