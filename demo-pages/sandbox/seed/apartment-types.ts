export interface AmenitySeed {
  readonly code: string;
  readonly name: string;
  readonly group: string;
  readonly icon: string;
  readonly featured: boolean;
  readonly showOnBookingFilter: boolean;
  readonly charge: boolean;
}

export const AMENITY_SEEDS: readonly AmenitySeed[] = [
  {
    code: 'KITCHENETTE',
    name: 'Kitchenette',
    group: 'Kitchen',
    icon: '/demo-assets/icons/kitchenette.svg',
    featured: true,
    showOnBookingFilter: true,
    charge: false,
  },
  {
    code: 'FULL_KITCHEN',
    name: 'Fully equipped kitchen',
    group: 'Kitchen',
    icon: '/demo-assets/icons/kitchen.svg',
    featured: true,
    showOnBookingFilter: true,
    charge: false,
  },
  {
    code: 'WASHER_DRYER',
    name: 'Washer-dryer',
    group: 'Living',
    icon: '/demo-assets/icons/washer.svg',
    featured: true,
    showOnBookingFilter: true,
    charge: false,
  },
  {
    code: 'WORK_DESK',
    name: 'Work desk',
    group: 'Living',
    icon: '/demo-assets/icons/desk.svg',
    featured: false,
    showOnBookingFilter: false,
    charge: false,
  },
  {
    code: 'BATHTUB',
    name: 'Bathtub',
    group: 'Bathroom',
    icon: '/demo-assets/icons/bathtub.svg',
    featured: false,
    showOnBookingFilter: true,
    charge: false,
  },
  {
    code: 'BALCONY',
    name: 'Balcony',
    group: 'Living',
    icon: '/demo-assets/icons/balcony.svg',
    featured: true,
    showOnBookingFilter: true,
    charge: false,
  },
  {
    code: 'SMART_TV',
    name: 'Smart TV',
    group: 'Entertainment',
    icon: '/demo-assets/icons/tv.svg',
    featured: false,
    showOnBookingFilter: false,
    charge: false,
  },
  {
    code: 'MINIBAR',
    name: 'Minibar',
    group: 'Kitchen',
    icon: '/demo-assets/icons/minibar.svg',
    featured: false,
    showOnBookingFilter: false,
    charge: true,
  },
];

export interface ApartmentTypeSeed {
  readonly apartmentTypeCode: string;
  readonly apartmentTypeName: string;
  readonly apartmentCategoryCode: string;
  /** square metres */
  readonly apartmentSize: number;
  readonly description: string;
  readonly bedType: string;
  readonly maxPersonInRoom: number;
  readonly maxAdults: number;
  readonly maxChildren: number;
  readonly amenityCodes: readonly string[];
}

export const APARTMENT_TYPE_SEEDS: readonly ApartmentTypeSeed[] = [
  {
    apartmentTypeCode: 'STUD',
    apartmentTypeName: 'Studio Executive',
    apartmentCategoryCode: 'STUDIO',
    apartmentSize: 32,
    description: 'An open-plan studio with a kitchenette and a work desk, for one or two guests.',
    bedType: 'Queen',
    maxPersonInRoom: 3,
    maxAdults: 2,
    maxChildren: 1,
    amenityCodes: ['KITCHENETTE', 'WORK_DESK', 'SMART_TV'],
  },
  {
    apartmentTypeCode: 'ONEB',
    apartmentTypeName: 'One-Bedroom Executive',
    apartmentCategoryCode: 'ONE_BEDROOM',
    apartmentSize: 55,
    description: 'A separate bedroom, a living room and a full kitchen with a washer-dryer.',
    bedType: 'King',
    maxPersonInRoom: 4,
    maxAdults: 3,
    maxChildren: 2,
    amenityCodes: ['FULL_KITCHEN', 'WASHER_DRYER', 'WORK_DESK', 'SMART_TV'],
  },
  {
    apartmentTypeCode: 'TWOB',
    apartmentTypeName: 'Two-Bedroom Premier',
    apartmentCategoryCode: 'TWO_BEDROOM',
    apartmentSize: 88,
    description: 'Two bedrooms, two bathrooms and a balcony: room for a family.',
    bedType: '1 King and 2 Single beds',
    maxPersonInRoom: 5,
    maxAdults: 3,
    maxChildren: 3,
    amenityCodes: ['FULL_KITCHEN', 'WASHER_DRYER', 'BALCONY', 'BATHTUB', 'SMART_TV'],
  },
  {
    apartmentTypeCode: 'THRB',
    apartmentTypeName: 'Three-Bedroom Residence',
    apartmentCategoryCode: 'THREE_BEDROOM',
    apartmentSize: 128,
    description: 'The largest residence, with three bedrooms, a dining room and city views.',
    bedType: '2 King and 2 Single beds',
    maxPersonInRoom: 7,
    maxAdults: 3,
    maxChildren: 4,
    amenityCodes: ['FULL_KITCHEN', 'WASHER_DRYER', 'BALCONY', 'BATHTUB', 'WORK_DESK', 'SMART_TV'],
  },
  {
    apartmentTypeCode: 'DLXK',
    apartmentTypeName: 'Deluxe King Room',
    apartmentCategoryCode: 'ROOM',
    apartmentSize: 28,
    description: 'A calm hotel room with a king bed and a rain shower.',
    bedType: 'King',
    maxPersonInRoom: 3,
    maxAdults: 2,
    maxChildren: 1,
    amenityCodes: ['MINIBAR', 'WORK_DESK', 'SMART_TV'],
  },
  {
    apartmentTypeCode: 'PRMS',
    apartmentTypeName: 'Premier Suite',
    apartmentCategoryCode: 'SUITE',
    apartmentSize: 48,
    description: 'A suite with a separate lounge, a deep bathtub and a pantry.',
    bedType: 'King',
    maxPersonInRoom: 4,
    maxAdults: 3,
    maxChildren: 2,
    amenityCodes: ['KITCHENETTE', 'BATHTUB', 'MINIBAR', 'SMART_TV'],
  },
];

export function findApartmentTypeSeed(code: string): ApartmentTypeSeed | undefined {
  return APARTMENT_TYPE_SEEDS.find((apartmentType) => apartmentType.apartmentTypeCode === code);
}

export function findAmenitySeed(code: string): AmenitySeed | undefined {
  return AMENITY_SEEDS.find((amenity) => amenity.code === code);
}
