import type { ServiceSeed } from './services-data.js';

type Category = ServiceSeed['category'];

/**
 * DEMO DATA: sentence pieces for the generated reviews. Every piece belongs to one tone, and a review only joins
 * pieces of the tone its stars call for (4-5 praise, 3 mixed, 1-2 complaints): a five-star review that complains
 * about communication reads as fake.
 */
export type Tone = 'positive' | 'mixed' | 'negative';

export const toneOf = (rating: number): Tone => (rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative');

export const REVIEW_OPENERS: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Absolutely wonderful experience from start to finish.',
    'We could not be happier with the care our pet received.',
    'Best in town, hands down.',
    'Everything about this place is first class.',
  ],
  4: ['Really good service overall.', 'Solid experience, we will be back.', 'Very happy with how it went.'],
  3: ['Decent, but a little hit or miss.', 'Okay experience overall.', 'Some things were good, some not so much.'],
  2: ['Not quite what we expected.', 'Our appointment started almost an hour late.', 'Below what we hoped for.'],
  1: ['Disappointing from start to finish.', 'I would not go back, unfortunately.', 'A bad experience all round.'],
};

/** Praise that fits any kind of business. */
const POSITIVE_ANY = [
  'The staff took the time to answer all of our questions and explained everything clearly.',
  'Booking was easy and they sent a reminder the day before.',
  'Prices were fair for what you get, and there were no surprise fees.',
  'They remembered our dog by name on the second visit, which was a nice touch.',
  'It took a couple of visits for our rescue to feel comfortable, and they never rushed her.',
];

/** Praise that only makes sense for one kind of business (no "looked great after the haircut" for a vet). */
const POSITIVE_BY_CATEGORY: Readonly<Record<Category, readonly string[]>> = {
  grooming: ['Our pup came home fluffy, clean and smelling great.', 'The cut was exactly what we asked for, and the nails were done too.'],
  medical: [
    'The vet explained the test results in plain words and gave us a clear plan.',
    'Our senior dog has some mobility issues and they were very patient with him.',
  ],
  training: ['After a few sessions our dog walks on a loose leash and comes when called.', 'The trainer gave us simple homework that really worked.'],
  care: ['They sent photos during the day, which put my mind at ease while I was away.', 'Our dog was happy and relaxed when we picked her up.'],
  exercise: ['Our dog comes home tired and happy every time.', 'Always on time, and we get a note with how the outing went.'],
};

const MIXED = [
  'The service itself was fine, but scheduling was harder than it should be.',
  'Friendly people, though the prices have crept up since our first visit.',
  'Parking was a bit tight, but the waiting area was clean and calm.',
  'Good results most of the time, but once they forgot what we had asked for.',
];

const NEGATIVE = [
  'Communication could have been better when we called to ask about timing.',
  'Nobody called us back after we left two messages.',
  'The final bill was quite a bit higher than the quote.',
  'Our dog came back stressed, and nobody could tell us why.',
  'We were rushed through and our questions went unanswered.',
];

export function reviewMiddles(tone: Tone, category: Category): readonly string[] {
  if (tone === 'positive') return [...POSITIVE_ANY, ...POSITIVE_BY_CATEGORY[category]];
  return tone === 'mixed' ? MIXED : NEGATIVE;
}

export const REVIEW_CLOSERS: Readonly<Record<number, readonly string[]>> = {
  5: ['Highly recommend!', 'Thank you so much!', 'Five stars without hesitation.'],
  4: ['Would recommend.', 'We will keep coming back.'],
  3: ['Might try somewhere else next time.', 'Average, nothing special.'],
  2: ['Hoping they improve.', 'Probably will not return.'],
  1: ['Look elsewhere.', 'Very frustrating.'],
};
