import type { ServiceSeed } from './services-data.js';

type Category = ServiceSeed['category'];

/** Word lists for demo business names: "{lead} {core}", "{surname}'s {core}" or "{city} {core}". */
export const NAME_LEADS = [
  'Happy', 'Wagging', 'Golden', 'Furry', 'Paws &', 'Whiskers &', 'Bark', 'Tail', 'Lucky', 'Sunny', 'Cozy',
  'Friendly', 'Loyal', 'Snuggle', 'Bright', 'Bones &', 'Pawsitive', 'Noble', 'Gentle', 'Playful', 'Urban',
  'Hometown', 'Neighborhood', 'Blue Sky', 'Green Leaf', 'Top Dog', 'Purrfect', 'Four Paws', 'Good Boy',
  'Tender', 'Little', 'Big Bark', 'Muddy Paws', 'Silver', 'Maple Leaf', 'Northstar', 'Riverside', 'Oakwood',
];

export const SURNAMES = [
  'Miller', 'Garcia', 'Johnson', 'Nguyen', 'Patel', 'Brown', 'Davis', 'Martinez', 'Wilson', 'Anderson',
  'Taylor', 'Thomas', 'Moore', 'Lee', 'Walker', 'Hall', 'Young', 'King', 'Wright', 'Lopez', 'Hill', 'Green',
  'Adams', 'Baker', 'Nelson', 'Carter', 'Mitchell', 'Perez', 'Roberts', 'Turner', 'Kim', 'Singh', 'Cohen',
];

export const NAME_CORES: Readonly<Record<Category, readonly string[]>> = {
  grooming: [
    'Grooming', 'Grooming Salon', 'Pet Spa', 'Dog Spa', 'Grooming Studio', 'Suds & Scissors', 'Pet Styling',
    'Clip & Bath', 'Grooming Co.', 'Bath House',
  ],
  medical: [
    'Animal Hospital', 'Veterinary Clinic', 'Pet Clinic', 'Veterinary Care', 'Animal Clinic', 'Vet Center',
    'Pet Health Center', 'Veterinary Hospital', 'Animal Medical Center',
  ],
  training: [
    'Dog Training', 'Canine Academy', 'K9 Training', 'Obedience School', 'Dog School', 'Canine Coaching',
    'Training Center', 'Behavior Lab',
  ],
  care: [
    'Pet Resort', 'Pet Lodge', 'Pet Care', 'Dog Hotel', 'Pet Sitters', 'Doggy Daycare', 'Pet Retreat',
    'Kennels', 'Pet Services',
  ],
  exercise: [
    'Dog Walkers', 'Pack Walks', 'Dog Adventures', 'Trail Dogs', 'Run Club', 'Walk & Play', 'Pet Fitness',
    'Dog Outings',
  ],
};

export const FIRST_NAMES = [
  'Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Mason', 'Sophia', 'Ethan', 'Isabella', 'Lucas', 'Mia', 'James',
  'Amelia', 'Benjamin', 'Harper', 'Elijah', 'Evelyn', 'Daniel', 'Abigail', 'Henry', 'Emily', 'Jackson',
  'Sofia', 'Sebastian', 'Aria', 'Mateo', 'Chloe', 'Wei', 'Priya', 'Carlos', 'Aisha', 'Diego', 'Hannah',
  'Omar', 'Grace', 'Andre', 'Leah', 'Ravi', 'Maya', 'Tyler', 'Nora', 'Jamal', 'Lily', 'Marcus', 'Zoe',
];
