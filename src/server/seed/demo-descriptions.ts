import type { ServiceSeed } from './services-data.js';

type Category = ServiceSeed['category'];

/**
 * DEMO DATA: sentence pieces for the generated business descriptions, joined at random. A service with its own
 * openers uses them (a pet taxi has no "climate-controlled suites"); the others use their category's.
 */
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

export const SERVICE_OPENERS: Readonly<Record<string, readonly string[]>> = {
  'emergency-vet': [
    'Emergency and critical care around the clock, every day of the year.',
    'Walk-in emergency care for injuries, poisoning and sudden illness, day and night.',
  ],
  'mobile-vet': ['Exams, vaccines and blood work in your home, easier on anxious pets.', 'A veterinarian who comes to you, with a fully equipped van.'],
  'pet-dental-care': ['Dental exams, cleanings under anesthesia and extractions when needed.', 'Dental care that keeps pets eating comfortably.'],
  'cat-grooming': ['Calm, quiet grooming for cats only, with no barking dogs in the next room.'],
  'mobile-pet-grooming': ['A full grooming salon on wheels that parks in your driveway.'],
  'pet-nail-trimming': ['Quick walk-in nail trims and grinding for dogs and cats.'],
  'puppy-training': ['Puppy classes for socialization, house training and first commands.'],
  'behavior-training': ['Help with reactivity, fear and separation anxiety, one family at a time.'],
  'doggy-daycare': ['Supervised play in small groups matched by size and temperament.'],
  'pet-sitting': ["Insured sitters who visit your home and keep your pet's routine."],
  'pet-taxi': ['Safe rides to the vet, the groomer or the airport, with crates and seat harnesses.'],
  'dog-running': ['Paced runs for high-energy dogs, matched to their age and fitness.'],
  'dog-hiking': ['Half-day trail hikes in small packs, with pick-up and drop-off at home.'],
};

export const DESCRIPTION_CLOSERS = [
  'Family owned and proudly serving {city} since {year}.',
  'Serving {city} and nearby neighborhoods since {year}.',
  'New clients welcome; call to book a first visit.',
  'Fear Free practices and transparent pricing.',
  'Ask about package discounts for regular visits.',
];
