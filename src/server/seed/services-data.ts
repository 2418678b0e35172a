/**
 * The service catalogue. Descriptions, keywords and typical price ranges are our own editorial estimates of
 * common US prices (whole dollars per visit, session, night or walk), not quotes from any provider.
 * The four headline services come first (sortOrder 1-4); every category has at least two services.
 */
export type ServiceSeed = {
  name: string;
  slug: string;
  description: string;
  category: 'grooming' | 'medical' | 'training' | 'care' | 'exercise';
  keywords: string[];
  avgPriceMin: number;
  avgPriceMax: number;
  frequency: string;
  sortOrder: number;
};

const SERVICES_UNORDERED: Omit<ServiceSeed, 'sortOrder'>[] = [
  {
    name: 'Dog Grooming',
    slug: 'dog-grooming',
    description: 'Baths, haircuts, brushing and nail care that keep your dog clean, comfortable and healthy.',
    category: 'grooming',
    keywords: ['groomer', 'dog bath', 'dog haircut', 'nail trim', 'de-shedding'],
    avgPriceMin: 40,
    avgPriceMax: 90,
    frequency: 'Every 4-8 weeks',
  },
  {
    name: 'Veterinarian',
    slug: 'veterinarian',
    description: 'Check-ups, vaccinations, diagnostics and treatment from licensed veterinarians.',
    category: 'medical',
    keywords: ['vet', 'animal hospital', 'pet clinic', 'vaccinations', 'wellness exam'],
    avgPriceMin: 60,
    avgPriceMax: 200,
    frequency: 'Once or twice a year',
  },
  {
    name: 'Dog Training',
    slug: 'dog-training',
    description: 'Obedience lessons and practical manners for dogs of every age, one-to-one or in small classes.',
    category: 'training',
    keywords: ['dog trainer', 'obedience', 'leash training', 'recall', 'manners class'],
    avgPriceMin: 45,
    avgPriceMax: 120,
    frequency: 'Weekly for 6-8 weeks',
  },
  {
    name: 'Pet Boarding',
    slug: 'pet-boarding',
    description: 'Overnight stays with supervision, feeding and play while you travel.',
    category: 'care',
    keywords: ['kennel', 'dog hotel', 'cat boarding', 'overnight care', 'pet resort'],
    avgPriceMin: 35,
    avgPriceMax: 85,
    frequency: 'Per night, as needed',
  },
  {
    name: 'Cat Grooming',
    slug: 'cat-grooming',
    description: 'Gentle brushing, bathing and mat removal by groomers who work calmly with cats.',
    category: 'grooming',
    keywords: ['cat groomer', 'lion cut', 'mat removal', 'cat bath'],
    avgPriceMin: 45,
    avgPriceMax: 95,
    frequency: 'Every 6-12 weeks',
  },
  {
    name: 'Mobile Pet Grooming',
    slug: 'mobile-pet-grooming',
    description: 'A fully equipped grooming van that comes to your driveway, so your pet skips the car ride.',
    category: 'grooming',
    keywords: ['mobile groomer', 'grooming van', 'at-home grooming', 'dog bath'],
    avgPriceMin: 70,
    avgPriceMax: 140,
    frequency: 'Every 4-8 weeks',
  },
  {
    name: 'Pet Nail Trimming',
    slug: 'pet-nail-trimming',
    description: 'Quick nail clipping and grinding for dogs and cats, usually without an appointment.',
    category: 'grooming',
    keywords: ['nail trim', 'nail grinding', 'paw care', 'walk-in grooming'],
    avgPriceMin: 15,
    avgPriceMax: 35,
    frequency: 'Every 3-6 weeks',
  },
  {
    name: 'Emergency Vet',
    slug: 'emergency-vet',
    description: 'Urgent and after-hours care for injuries, poisoning and sudden illness.',
    category: 'medical',
    keywords: ['emergency vet', '24 hour vet', 'animal ER', 'urgent care', 'after hours'],
    avgPriceMin: 150,
    avgPriceMax: 600,
    frequency: 'As needed',
  },
  {
    name: 'Pet Dental Care',
    slug: 'pet-dental-care',
    description: 'Dental exams, cleaning and extractions that prevent pain and gum disease.',
    category: 'medical',
    keywords: ['dog teeth cleaning', 'pet dentist', 'dental cleaning', 'tooth extraction'],
    avgPriceMin: 100,
    avgPriceMax: 450,
    frequency: 'Once a year',
  },
  {
    name: 'Mobile Vet',
    slug: 'mobile-vet',
    description: 'Routine exams, vaccines and blood work at your home, easier on anxious pets.',
    category: 'medical',
    keywords: ['house call vet', 'in-home vet', 'mobile veterinarian', 'vaccinations'],
    avgPriceMin: 80,
    avgPriceMax: 250,
    frequency: 'Once or twice a year',
  },
  {
    name: 'Puppy Training',
    slug: 'puppy-training',
    description: 'Socialisation, house training and first commands for puppies up to six months old.',
    category: 'training',
    keywords: ['puppy class', 'house training', 'puppy socialization', 'crate training'],
    avgPriceMin: 30,
    avgPriceMax: 80,
    frequency: 'Weekly for 4-6 weeks',
  },
  {
    name: 'Behavior Training',
    slug: 'behavior-training',
    description: 'Help with reactivity, anxiety, aggression and other problem behaviours from experienced trainers.',
    category: 'training',
    keywords: ['behaviorist', 'reactive dog', 'separation anxiety', 'aggression', 'dog trainer'],
    avgPriceMin: 80,
    avgPriceMax: 200,
    frequency: 'Weekly or every other week',
  },
  {
    name: 'Pet Sitting',
    slug: 'pet-sitting',
    description: 'A sitter visits or stays in your home to feed, play with and care for your pets.',
    category: 'care',
    keywords: ['pet sitter', 'cat sitter', 'house sitting', 'drop-in visits'],
    avgPriceMin: 20,
    avgPriceMax: 50,
    frequency: 'Per visit, as needed',
  },
  {
    name: 'Doggy Daycare',
    slug: 'doggy-daycare',
    description: 'Supervised daytime play and rest in small groups while you are at work.',
    category: 'care',
    keywords: ['dog daycare', 'dog day care', 'puppy daycare', 'play groups'],
    avgPriceMin: 25,
    avgPriceMax: 50,
    frequency: 'Daily or a few days a week',
  },
  {
    name: 'Pet Taxi',
    slug: 'pet-taxi',
    description: 'Safe rides for pets to the vet, groomer, daycare or airport, with or without you.',
    category: 'care',
    keywords: ['pet transport', 'pet taxi', 'vet transport', 'airport pet transport'],
    avgPriceMin: 25,
    avgPriceMax: 75,
    frequency: 'Per trip, as needed',
  },
  {
    name: 'Dog Walking',
    slug: 'dog-walking',
    description: 'Solo or small-group walks that give your dog exercise and a break in the middle of the day.',
    category: 'exercise',
    keywords: ['dog walker', 'midday walk', 'group walk', 'puppy visits'],
    avgPriceMin: 15,
    avgPriceMax: 35,
    frequency: 'Daily or weekdays',
  },
  {
    name: 'Dog Running',
    slug: 'dog-running',
    description: 'Paced runs for high-energy dogs, matched to their age, breed and fitness.',
    category: 'exercise',
    keywords: ['dog runner', 'running buddy', 'high energy dog', 'dog jogging'],
    avgPriceMin: 25,
    avgPriceMax: 50,
    frequency: '2-5 times a week',
  },
  {
    name: 'Dog Hiking',
    slug: 'dog-hiking',
    description: 'Half-day trail outings in small packs, with pick-up and drop-off at home.',
    category: 'exercise',
    keywords: ['dog hike', 'trail walks', 'pack walk', 'adventure walk'],
    avgPriceMin: 35,
    avgPriceMax: 70,
    frequency: '1-3 times a week',
  },
];

export const SERVICES: readonly ServiceSeed[] = SERVICES_UNORDERED.map((service, index) => ({
  ...service,
  sortOrder: index + 1,
}));
