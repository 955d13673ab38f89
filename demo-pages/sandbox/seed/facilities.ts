export interface FacilitySeed {
  readonly code: string;
  readonly name: string;
  /** Booking spec §3: the facility icon path defaults to empty. */
  readonly icon: string;
}

export const FACILITY_SEEDS: readonly FacilitySeed[] = [
  { code: 'POOL', name: 'Swimming pool', icon: '/demo-assets/icons/pool.svg' },
  { code: 'GYM', name: 'Gym', icon: '/demo-assets/icons/gym.svg' },
  { code: 'WIFI', name: 'Free Wi-Fi', icon: '/demo-assets/icons/wifi.svg' },
  { code: 'LAUNDRY', name: 'Self-service laundry', icon: '/demo-assets/icons/laundry.svg' },
  { code: 'PARKING', name: 'Parking', icon: '/demo-assets/icons/parking.svg' },
  { code: 'BUSINESS', name: 'Business centre', icon: '' },
  { code: 'KIDS', name: "Children's playroom", icon: '/demo-assets/icons/kids.svg' },
  { code: 'ONSEN', name: 'Public bath', icon: '' },
  { code: 'ROOFTOP', name: 'Rooftop terrace', icon: '/demo-assets/icons/rooftop.svg' },
  { code: 'PETS', name: 'Pets allowed', icon: '/demo-assets/icons/pets.svg' },
];

export function findFacilitySeed(code: string): FacilitySeed | undefined {
  return FACILITY_SEEDS.find((facility) => facility.code === code);
}
