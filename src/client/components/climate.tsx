import type { IconName } from './ui/icon.js';

type ClimateInfo = { label: string; icon: IconName; description: string };

/** The city page's climate icon and description (a known climate has its own; any other value gets a default). */
const CLIMATES: Record<string, ClimateInfo> = {
  hot: {
    label: 'Hot',
    icon: 'sun',
    description: 'Long, hot summers: plan walks and grooming for cool mornings, keep fresh water close and watch for overheating and hot pavement.',
  },
  cold: {
    label: 'Cold',
    icon: 'snowflake',
    description: 'Cold winters: protect paws from ice and road salt, consider a coat for short-haired breeds and keep exercise going indoors on the coldest days.',
  },
  mild: {
    label: 'Mild',
    icon: 'cloud-sun',
    description: 'Mild weather most of the year makes outdoor play and regular grooming easy to keep up in every season.',
  },
  oceanic: {
    label: 'Oceanic',
    icon: 'cloud',
    description: 'Cool, damp weather: muddy walks mean more baths and coat care, and a towel by the door goes a long way.',
  },
  dry: {
    label: 'Dry',
    icon: 'mountain',
    description: 'Dry air and strong sun: keep pets hydrated, check paws after trail walks and brush coats to ease dry skin.',
  },
  mediterranean: {
    label: 'Mediterranean',
    icon: 'leaf',
    description: 'Warm, dry summers and mild, wet winters: watch for foxtails and fleas in summer and enjoy outdoor time most of the year.',
  },
  'humid-subtropical': {
    label: 'Humid subtropical',
    icon: 'droplets',
    description: 'Hot, humid summers and mild winters: keep up flea, tick and heartworm prevention and give pets shade and water.',
  },
  desert: {
    label: 'Desert',
    icon: 'sun',
    description: 'Desert heat: walk early or late, avoid hot pavement and never leave a pet in a parked car.',
  },
  tropical: {
    label: 'Tropical',
    icon: 'tree-palm',
    description: 'Warm all year with rainy spells: regular grooming and parasite prevention keep pets comfortable in the humidity.',
  },
  continental: {
    label: 'Continental',
    icon: 'umbrella',
    description: 'Four distinct seasons: adjust coat care and exercise through warm summers and cold, snowy winters.',
  },
};

const DEFAULT_CLIMATE: ClimateInfo = {
  label: 'Varied',
  icon: 'waves',
  description: 'Varied weather through the year: adjust exercise and coat care to the season.',
};

export function climateInfo(climate: string): ClimateInfo {
  return CLIMATES[climate] ?? DEFAULT_CLIMATE;
}
