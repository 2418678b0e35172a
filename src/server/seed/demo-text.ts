import type { ServiceSeed } from './services-data.js';

type Category = ServiceSeed['category'];

/** Sentence pieces for demo descriptions and reviews; joined at random, so texts vary in length. */
export const DESCRIPTION_OPENERS: Readonly<Record<Category, readonly string[]>> = {
  grooming: [
    'Full-service grooming for dogs and cats of every size and coat type.',
    'Breed-specific cuts, warm baths and gentle handling in a calm salon.',
    'Grooming by certified stylists who take their time with nervous pets.',
  ],
  medical: [
    'Preventive care, diagnostics and surgery under one roof.',
    'A team of veterinarians and technicians caring for dogs, cats and small pets.',
    'Wellness exams, vaccines and sick visits with same-day appointments when possible.',
  ],
  training: [
    'Positive-reinforcement training that builds trust between you and your dog.',
    'Group classes and private lessons for puppies, adolescents and adult dogs.',
    'Practical manners for real life: loose-leash walking, recall and calm greetings.',
  ],
  care: [
    'Clean, climate-controlled suites and plenty of supervised playtime.',
    "Trusted, insured caregivers who follow your pet's routine to the letter.",
    'Daily photo updates so you always know how your pet is doing.',
  ],
  exercise: [
    'Structured walks and outdoor adventures for dogs with energy to burn.',
    'Small groups matched by size and temperament, with GPS-tracked routes.',
    'Reliable walkers who show up on time, rain or shine.',
  ],
};

export const DESCRIPTION_CLOSERS = [
  'Family owned and proudly serving {city} since {year}.',
  'Serving {city} and nearby neighborhoods since {year}.',
  'New clients welcome; call to book a first visit.',
  'Fear Free practices and transparent pricing.',
  'Ask about package discounts for regular visits.',
];

export const REVIEW_OPENERS: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Absolutely wonderful experience from start to finish.',
    'We could not be happier with the care our dog received.',
    'Best in town, hands down.',
    'Our cat is usually terrified of strangers, but she came home relaxed.',
  ],
  4: [
    'Really good service overall.',
    'Friendly staff and our pup looked great afterwards.',
    'Solid experience, we will be back.',
  ],
  3: [
    'Decent, but a little hit or miss.',
    'The service itself was fine, scheduling was harder than it should be.',
    'Okay experience overall.',
  ],
  2: ['Not quite what we expected.', 'Our appointment started almost an hour late.'],
  1: ['Disappointing visit.', 'I would not go back, unfortunately.'],
};

export const REVIEW_MIDDLES = [
  'The staff took the time to answer all of our questions and explained everything clearly.',
  'Booking online was easy and they sent a reminder the day before.',
  'Prices were fair for what you get, and there were no surprise fees at checkout.',
  'They remembered our dog by name on the second visit, which was a nice touch.',
  'Parking was a bit tight but the waiting area was clean and calm.',
  'They sent photos during the day, which put my mind at ease while I was at work.',
  'Our senior dog has some mobility issues and they were very patient with him.',
  'Communication could have been better when we called to ask about timing.',
  'It took a couple of visits for our rescue to feel comfortable, but they never rushed her.',
];

export const REVIEW_CLOSERS: Readonly<Record<number, readonly string[]>> = {
  5: ['Highly recommend!', 'Thank you so much!', 'Five stars without hesitation.'],
  4: ['Would recommend.', 'A couple of small things aside, very happy.'],
  3: ['Might try somewhere else next time.', 'Average, nothing special.'],
  2: ['Hoping they improve.', 'Probably will not return.'],
  1: ['Look elsewhere.', 'Very frustrating.'],
};

export const HOURS_TEMPLATES = [
  'Mon-Fri: 8:00 AM - 6:00 PM\nSat: 9:00 AM - 4:00 PM\nSun: Closed',
  'Mon-Fri: 7:00 AM - 7:00 PM\nSat-Sun: 8:00 AM - 5:00 PM',
  'Mon-Sat: 9:00 AM - 5:00 PM\nSun: Closed',
  'Tue-Sat: 8:30 AM - 5:30 PM\nSun-Mon: Closed',
  'Mon-Fri: 7:30 AM - 6:30 PM\nSat: 8:00 AM - 2:00 PM\nSun: Closed',
  'Open 24 hours, 7 days a week',
  'Mon-Sun: 6:00 AM - 9:00 PM',
  'Mon-Fri: 10:00 AM - 7:00 PM\nSat: 10:00 AM - 3:00 PM\nSun: By appointment',
];
