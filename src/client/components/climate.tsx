import { Cloud, CloudSun, Droplets, Leaf, Mountain, Snowflake, Sun, TreePalm, Umbrella, Waves, type LucideIcon } from 'lucide-react';

type ClimateInfo = { label: string; Icon: LucideIcon; description: string };

/** The city page's climate icon and description (spec: climate icon and description; any other value gets a default). */
const CLIMATES: Record<string, ClimateInfo> = {
  hot: {
    label: 'Hot',
    Icon: Sun,
    description: 'Long, hot summers: plan walks and grooming for cool mornings, keep fresh water close and watch for overheating and hot pavement.',
  },
  cold: {
    label: 'Cold',
    Icon: Snowflake,
    description: 'Cold winters: protect paws from ice and road salt, consider a coat for short-haired breeds and keep exercise going indoors on the coldest days.',
  },
  mild: {
    label: 'Mild',
    Icon: CloudSun,
    description: 'Mild weather most of the year makes outdoor play and regular grooming easy to keep up in every season.',
  },
  oceanic: {
    label: 'Oceanic',
    Icon: Cloud,
    description: 'Cool, damp weather: muddy walks mean more baths and coat care, and a towel by the door goes a long way.',
  },
  dry: {
    label: 'Dry',
    Icon: Mountain,
    description: 'Dry air and strong sun: keep pets hydrated, check paws after trail walks and brush coats to ease dry skin.',
  },
  mediterranean: {
    label: 'Mediterranean',
    Icon: Leaf,
    description: 'Warm, dry summers and mild, wet winters: watch for foxtails and fleas in summer and enjoy outdoor time most of the year.',
  },
  'humid-subtropical': {
    label: 'Humid subtropical',
    Icon: Droplets,
    description: 'Hot, humid summers and mild winters: keep up flea, tick and heartworm prevention and give pets shade and water.',
  },
  desert: {
    label: 'Desert',
    Icon: Sun,
    description: 'Desert heat: walk early or late, avoid hot pavement and never leave a pet in a parked car.',
  },
  tropical: {
    label: 'Tropical',
    Icon: TreePalm,
    description: 'Warm all year with rainy spells: regular grooming and parasite prevention keep pets comfortable in the humidity.',
  },
  continental: {
    label: 'Continental',
    Icon: Umbrella,
    description: 'Four distinct seasons: adjust coat care and exercise through warm summers and cold, snowy winters.',
  },
};

const DEFAULT_CLIMATE: ClimateInfo = {
  label: 'Varied',
  Icon: Waves,
  description: 'Varied weather through the year: adjust exercise and coat care to the season.',
};

export function climateInfo(climate: string): ClimateInfo {
  return CLIMATES[climate] ?? DEFAULT_CLIMATE;
}
