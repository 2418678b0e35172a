/**
 * DEMO DATA: word lists for the generated example businesses and reviewers. None of these names is a real business.
 *
 * A name is "{lead} {core}", "{surname}'s {core}" or "{city} {core}", where the core says what the business does
 * (a trainer's core reads like a trainer, a vet's like a clinic), so a name never contradicts the service list it
 * appears under. Leads are split by species so a cat groomer is not called "Good Boy".
 */

/** The words after the lead, by primary service: each says plainly what the business does. */
export const NAME_CORES: Readonly<Record<string, readonly string[]>> = {
  'dog-grooming': ['Dog Grooming', 'Grooming Salon', 'Dog Spa', 'Grooming Studio', 'Dog Wash & Groom', 'Pet Grooming', 'Grooming Co.'],
  'cat-grooming': ['Cat Grooming', 'Feline Grooming', 'Cat Spa', 'Cat Grooming Studio'],
  'mobile-pet-grooming': ['Mobile Grooming', 'Grooming on Wheels', 'Mobile Dog Spa', 'Mobile Pet Grooming'],
  'pet-nail-trimming': ['Nail Trims', 'Paw & Nail Care', 'Pet Nail Studio', 'Nail Trim Bar'],
  veterinarian: ['Animal Hospital', 'Veterinary Clinic', 'Pet Clinic', 'Animal Clinic', 'Veterinary Hospital', 'Vet Center', 'Veterinary Care'],
  'emergency-vet': ['Emergency Animal Hospital', 'Emergency Pet Hospital', 'Veterinary Emergency', 'Animal ER', '24-Hour Animal Hospital'],
  'pet-dental-care': ['Pet Dental Clinic', 'Veterinary Dental Center', 'Animal Dental Care', 'Pet Dentistry'],
  'mobile-vet': ['Mobile Vet', 'House Call Vet', 'Veterinary House Calls', 'Mobile Veterinary Care'],
  'dog-training': ['Dog Training', 'Canine Academy', 'K9 Training', 'Obedience School', 'Dog Training Center'],
  'puppy-training': ['Puppy School', 'Puppy Academy', 'Puppy Training', 'Puppy Classes'],
  'behavior-training': ['Canine Behavior', 'Dog Behavior Training', 'Behavior & Training', 'Canine Behavior Center'],
  'pet-boarding': ['Pet Resort', 'Pet Lodge', 'Boarding Kennels', 'Dog Hotel', 'Pet Boarding'],
  'doggy-daycare': ['Doggy Daycare', 'Dog Daycare', 'Dog Day Camp', 'Daycare & Play'],
  'pet-sitting': ['Pet Sitters', 'Pet Sitting', 'In-Home Pet Care', 'House & Pet Sitting'],
  'pet-taxi': ['Pet Taxi', 'Pet Transport', 'Pet Rides', 'Pet Shuttle'],
  'dog-walking': ['Dog Walkers', 'Dog Walking', 'Pack Walks', 'Walk & Wag'],
  'dog-running': ['Dog Runners', 'Canine Run Club', 'Dog Running Co.', 'Running Dogs'],
  'dog-hiking': ['Dog Hikes', 'Trail Dogs', 'Dog Hiking Co.', 'Trail Pack Adventures'],
};

const NEUTRAL_LEADS = [
  'Happy', 'Golden', 'Lucky', 'Sunny', 'Friendly', 'Loyal', 'Bright', 'Noble', 'Gentle', 'Hometown', 'Neighborhood',
  'Blue Sky', 'Green Leaf', 'Four Paws', 'Tender', 'Silver', 'Maple Leaf', 'Northstar', 'Riverside', 'Oakwood',
  'Willow Creek', 'Cedar Hill', 'Harbor', 'Summit', 'Meadowbrook', 'Red Barn', 'Compass', 'Heartland', 'Kindred',
];
const DOG_LEADS = ['Wagging Tail', 'Good Boy', 'Top Dog', 'Big Bark', 'Muddy Paws', 'Happy Hound', 'Bark Avenue', 'Wet Nose', 'Fetch'];
const CAT_LEADS = ['Purrfect', 'Whiskers', 'Velvet Paw', 'Calico', 'Kitty Corner'];
const DOG_SERVICES = new Set([
  'dog-grooming', 'dog-training', 'puppy-training', 'behavior-training', 'doggy-daycare', 'dog-walking', 'dog-running', 'dog-hiking',
]);

/** Leads that suit a service: dog words only for dog services, cat words only for cat grooming. */
export function leadsFor(serviceSlug: string): readonly string[] {
  if (serviceSlug === 'cat-grooming') return [...NEUTRAL_LEADS, ...CAT_LEADS];
  return DOG_SERVICES.has(serviceSlug) ? [...NEUTRAL_LEADS, ...DOG_LEADS] : NEUTRAL_LEADS;
}

export const SURNAMES = [
  'Miller', 'Garcia', 'Johnson', 'Nguyen', 'Patel', 'Brown', 'Davis', 'Martinez', 'Wilson', 'Anderson', 'Taylor',
  'Thomas', 'Moore', 'Lee', 'Walker', 'Hall', 'Young', 'King', 'Wright', 'Lopez', 'Hill', 'Green', 'Adams', 'Baker',
  'Nelson', 'Carter', 'Mitchell', 'Perez', 'Roberts', 'Turner', 'Kim', 'Singh', 'Cohen', 'Reyes', 'Brooks', 'Foster',
  'Hayes', 'Ortiz', 'Price', 'Russell', 'Sullivan', 'Ward', 'Bennett', 'Chen', 'Diaz', 'Murphy', 'Rivera', 'Shah',
];

/** Parts of town, for when a city has more businesses than the other patterns can name apart. */
export const DISTRICTS = ['Downtown', 'Uptown', 'Midtown', 'Northside', 'Southside', 'Eastside', 'Westside', 'Old Town', 'Lakeside', 'Parkside'];

export const FIRST_NAMES = [
  'Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Mason', 'Sophia', 'Ethan', 'Isabella', 'Lucas', 'Mia', 'James',
  'Amelia', 'Benjamin', 'Harper', 'Elijah', 'Evelyn', 'Daniel', 'Abigail', 'Henry', 'Emily', 'Jackson',
  'Sofia', 'Sebastian', 'Aria', 'Mateo', 'Chloe', 'Wei', 'Priya', 'Carlos', 'Aisha', 'Diego', 'Hannah',
  'Omar', 'Grace', 'Andre', 'Leah', 'Ravi', 'Maya', 'Tyler', 'Nora', 'Jamal', 'Lily', 'Marcus', 'Zoe',
];
