/**
 * The business the sandbox is seeded with. Every sandbox starts from a deep copy of these constants, so
 * tests can read the data here and know exactly what the API will answer.
 *
 * Id ranges are disjoint per kind (stores 1xx, services 2xx, modifiers 3xx, preferences 4xx, products
 * 5xx, customers 10xx, addresses 20xx, payment methods 30xx, orders 5001+) so a mixed-up id is caught
 * as "not found" instead of silently hitting another record.
 */

export type ServiceCategory = 'LAUNDRY' | 'DRY_CLEANING';

export interface SeedStore {
  id: number;
  name: string;
  address: string;
  /** Place ids (maps provider) whose "nearest store" is this one. */
  googlePlacesIds: string[];
  /** Own drivers offer windows at this store. */
  ownDeliveryEnabled: boolean;
  /** The on-demand courier offers windows at this store. */
  onDemandEnabled: boolean;
  minimumOrderInCents: number;
  /**
   * The store's own IANA zone, named in its data (`timeZone`, a field the seed does not show): its
   * windows are laid out in it. Without it, the sandbox's zone (SANDBOX_TIME_ZONE) is the store's.
   */
  timeZone?: string;
  /** How customers reach the store, named in its data (`phone`, `email`: fields the seed does not show). */
  phone?: string;
  email?: string;
}

export interface SeedModifier {
  id: number;
  name: string;
}

export interface SeedService {
  id: number;
  name: string;
  description: string;
  modifiers: SeedModifier[];
  /** The service's category; internal only (the seed's service shape has none) unless `categoryShown`. */
  category: ServiceCategory;
  /** The service's data names its category (`category`, a field the seed does not show). */
  categoryShown?: boolean;
  /** Ids of the stores offering this service. */
  storeIds: number[];
}

/** Every field of the seed's Address resource. */
export interface SeedAddress {
  id: number;
  address1: string;
  address2: string;
  city: string;
  instructions: string;
  googlePlacesId: string;
  countryCode: string;
  postalCode: string;
  lat: number;
  lng: number;
  leaveAtDoor: boolean;
  hasSubscriptions: boolean;
  hasServiceOrders: boolean;
}

/** Every field of the seed's Payment method resource (`hasServiceOrders` is a number in the response shape). */
export interface SeedPaymentMethod {
  paymentMethodToken: string;
  id: number;
  isDefault: boolean;
  last4: string;
  brand: string;
  hasSubscriptions: boolean;
  hasServiceOrders: number;
}

export interface SeedCustomer {
  serviceCustomerId: number;
  firstName: string;
  lastName: string;
  /** 10 digits, no formatting. */
  phoneNumber: string;
  email: string;
  optOutMarketingSms: boolean;
  isCommercial: boolean;
  isInvoicingEnabled: boolean;
  businessName?: string;
  addresses: SeedAddress[];
  paymentMethods: SeedPaymentMethod[];
}

export interface SeedPreferenceOption {
  id: number;
  value: string;
  isDefault: boolean;
}

export interface SeedPreference {
  id: number;
  fieldName: string;
  options: SeedPreferenceOption[];
}

/** Every field of the seed's Inventory product resource (price in dollars: the field has no "InCents" suffix). */
export interface SeedProduct {
  productId: number;
  storeId: number;
  description: string;
  price: number;
  lineItemName: string;
  inventoryImage: string;
  inventoryCategory: string;
  lineItemType: string;
  isTaxable: boolean;
  isArchived: boolean;
  quantity: number;
}

const STORES: SeedStore[] = [
  {
    id: 101,
    name: 'Spin City Laundry – Chelsea',
    address: '245 W 19th St, New York, NY 10011',
    googlePlacesIds: ['ChIJ-sbx-Chelsea-01', 'ChIJ-sbx-Chelsea-02'],
    ownDeliveryEnabled: true,
    onDemandEnabled: true,
    minimumOrderInCents: 2500,
  },
  {
    id: 102,
    name: 'Spin City Laundry – Williamsburg',
    address: '180 Bedford Ave, Brooklyn, NY 11249',
    googlePlacesIds: ['ChIJ-sbx-Williamsburg-01', 'ChIJ-sbx-Williamsburg-02'],
    ownDeliveryEnabled: true,
    onDemandEnabled: false,
    minimumOrderInCents: 2000,
    phone: '(718) 555-0142',
    email: 'williamsburg@spincitylaundry.example',
  },
  {
    id: 103,
    name: 'Spin City Laundry – Upper West Side',
    address: '2300 Broadway, New York, NY 10024',
    googlePlacesIds: ['ChIJ-sbx-UpperWestSide-01'],
    ownDeliveryEnabled: false,
    onDemandEnabled: true,
    minimumOrderInCents: 3000,
  },
  {
    // In another zone than the sandbox's, and saying so in its data.
    id: 104,
    name: 'Spin City Laundry – Silver Lake',
    address: '3401 Sunset Blvd, Los Angeles, CA 90026',
    googlePlacesIds: ['ChIJ-sbx-SilverLake-01'],
    ownDeliveryEnabled: true,
    onDemandEnabled: true,
    minimumOrderInCents: 2500,
    timeZone: 'America/Los_Angeles',
  },
];

const SERVICES: SeedService[] = [
  {
    id: 201,
    name: 'Wash & Fold',
    description: 'Laundry washed, dried and folded, priced by the pound.',
    category: 'LAUNDRY',
    storeIds: [101, 102, 103, 104],
    modifiers: [
      { id: 301, name: 'Hypoallergenic detergent' },
      { id: 302, name: 'Fabric softener' },
      { id: 303, name: 'Cold wash only' },
    ],
  },
  {
    id: 202,
    name: 'Wash & Hang Dry',
    description: 'Laundry washed and hung to dry, for delicates.',
    category: 'LAUNDRY',
    storeIds: [101, 103],
    modifiers: [{ id: 304, name: 'Delicate cycle' }],
  },
  {
    id: 203,
    name: 'Comforter & Bedding',
    description: 'Laundry service for comforters, duvets and pillows, priced per item.',
    category: 'LAUNDRY',
    storeIds: [101, 102],
    modifiers: [],
  },
  {
    id: 204,
    name: 'Dry Clean – Suit',
    description: 'Dry cleaning of a two-piece suit.',
    category: 'DRY_CLEANING',
    storeIds: [101, 102],
    modifiers: [
      { id: 305, name: 'Crease press' },
      { id: 306, name: 'Stain treatment' },
    ],
  },
  {
    id: 205,
    name: 'Dry Clean – Shirt',
    description: 'Dry cleaning of a shirt, returned pressed.',
    category: 'DRY_CLEANING',
    storeIds: [101, 103],
    modifiers: [
      { id: 307, name: 'Light starch' },
      { id: 308, name: 'Heavy starch' },
      { id: 309, name: 'On hanger' },
    ],
  },
  {
    id: 206,
    name: 'Dry Clean – Dress',
    description: 'Dry cleaning of a dress.',
    category: 'DRY_CLEANING',
    storeIds: [101],
    modifiers: [],
  },
  // Store 104's own services name their category in their data; its Wash & Fold (201) names none.
  {
    id: 207,
    name: 'Wash & Press',
    description: 'Laundry washed, dried and pressed.',
    category: 'LAUNDRY',
    categoryShown: true,
    storeIds: [104],
    modifiers: [{ id: 310, name: 'Light starch' }],
  },
  {
    id: 208,
    name: 'Dry Clean – Jacket',
    description: 'Dry cleaning of a jacket or blazer.',
    category: 'DRY_CLEANING',
    categoryShown: true,
    storeIds: [104],
    modifiers: [],
  },
];

const CUSTOMERS: SeedCustomer[] = [
  {
    serviceCustomerId: 1001,
    firstName: 'Dana',
    lastName: 'Rivera',
    phoneNumber: '2125550101',
    email: 'dana.rivera@example.com',
    optOutMarketingSms: false,
    isCommercial: false,
    isInvoicingEnabled: false,
    addresses: [
      {
        id: 2001,
        address1: '210 W 21st St',
        address2: 'Apt 4B',
        city: 'New York',
        instructions: 'Buzz 4B, doorman after 6 pm',
        googlePlacesId: 'ChIJ-sbx-Chelsea-01',
        countryCode: 'US',
        postalCode: '10011',
        lat: 40.7428,
        lng: -73.9969,
        leaveAtDoor: false,
        hasSubscriptions: false,
        hasServiceOrders: false,
      },
      {
        id: 2002,
        address1: '95 N 7th St',
        address2: 'Floor 3',
        city: 'Brooklyn',
        instructions: 'Office, front desk',
        googlePlacesId: 'ChIJ-sbx-Williamsburg-02',
        countryCode: 'US',
        postalCode: '11249',
        lat: 40.7205,
        lng: -73.9583,
        leaveAtDoor: true,
        hasSubscriptions: false,
        hasServiceOrders: false,
      },
    ],
    paymentMethods: [
      {
        paymentMethodToken: 'pm_sbx_dana_visa_4242',
        id: 3001,
        isDefault: true,
        last4: '4242',
        brand: 'Visa',
        hasSubscriptions: false,
        hasServiceOrders: 0,
      },
      {
        paymentMethodToken: 'pm_sbx_dana_mastercard_5555',
        id: 3002,
        isDefault: false,
        last4: '5555',
        brand: 'Mastercard',
        hasSubscriptions: false,
        hasServiceOrders: 0,
      },
    ],
  },
  {
    serviceCustomerId: 1002,
    firstName: 'Sam',
    lastName: 'Lee',
    phoneNumber: '2125550102',
    email: 'sam.lee@example.com',
    optOutMarketingSms: true,
    isCommercial: false,
    isInvoicingEnabled: false,
    addresses: [
      {
        id: 2003,
        address1: '320 W 17th St',
        address2: '',
        city: 'New York',
        instructions: '',
        googlePlacesId: 'ChIJ-sbx-Chelsea-02',
        countryCode: 'US',
        postalCode: '10011',
        lat: 40.7417,
        lng: -74.0021,
        leaveAtDoor: true,
        hasSubscriptions: false,
        hasServiceOrders: false,
      },
    ],
    paymentMethods: [],
  },
  {
    serviceCustomerId: 1003,
    firstName: 'Jordan',
    lastName: 'Park',
    phoneNumber: '2125550103',
    email: 'ops@acme.example.com',
    optOutMarketingSms: true,
    isCommercial: true,
    isInvoicingEnabled: true,
    businessName: 'Acme Corp',
    addresses: [
      {
        id: 2004,
        address1: '2250 Broadway',
        address2: 'Suite 1200',
        city: 'New York',
        instructions: 'Loading dock on W 81st St',
        googlePlacesId: 'ChIJ-sbx-UpperWestSide-01',
        countryCode: 'US',
        postalCode: '10024',
        lat: 40.7843,
        lng: -73.9798,
        leaveAtDoor: false,
        hasSubscriptions: false,
        hasServiceOrders: false,
      },
    ],
    paymentMethods: [
      {
        paymentMethodToken: 'pm_sbx_acme_visa_1881',
        id: 3003,
        isDefault: true,
        last4: '1881',
        brand: 'Visa',
        hasSubscriptions: false,
        hasServiceOrders: 0,
      },
    ],
  },
  {
    serviceCustomerId: 1004,
    firstName: 'Morgan',
    lastName: 'Blake',
    phoneNumber: '2125550104',
    email: 'morgan.blake@example.com',
    optOutMarketingSms: false,
    isCommercial: false,
    isInvoicingEnabled: false,
    addresses: [
      {
        id: 2005,
        address1: '77 River St',
        address2: '',
        city: 'Hoboken',
        instructions: '',
        // Outside every store's area: /stores/available answers "Store is not found".
        googlePlacesId: 'ChIJ-sbx-Hoboken-NoStore',
        countryCode: 'US',
        postalCode: '07030',
        lat: 40.7369,
        lng: -74.0289,
        leaveAtDoor: false,
        hasSubscriptions: false,
        hasServiceOrders: false,
      },
    ],
    paymentMethods: [],
  },
  {
    serviceCustomerId: 1005,
    firstName: 'Riley',
    lastName: 'Chen',
    phoneNumber: '3105550105',
    email: 'riley.chen@example.com',
    optOutMarketingSms: false,
    isCommercial: false,
    isInvoicingEnabled: false,
    addresses: [
      {
        id: 2006,
        address1: '3300 Sunset Blvd',
        address2: 'Unit 2',
        city: 'Los Angeles',
        instructions: '',
        // Store 104's area: Los Angeles time.
        googlePlacesId: 'ChIJ-sbx-SilverLake-01',
        countryCode: 'US',
        postalCode: '90026',
        lat: 34.0869,
        lng: -118.2702,
        leaveAtDoor: false,
        hasSubscriptions: false,
        hasServiceOrders: false,
      },
    ],
    paymentMethods: [
      {
        paymentMethodToken: 'pm_sbx_riley_visa_1111',
        id: 3004,
        isDefault: true,
        last4: '1111',
        brand: 'Visa',
        hasSubscriptions: false,
        hasServiceOrders: 0,
      },
      {
        // The service's short name for the brand; people say "American Express".
        paymentMethodToken: 'pm_sbx_riley_amex_0005',
        id: 3005,
        isDefault: false,
        last4: '0005',
        brand: 'amex',
        hasSubscriptions: false,
        hasServiceOrders: 0,
      },
    ],
  },
];

const PREFERENCES: SeedPreference[] = [
  {
    id: 401,
    fieldName: 'Detergent',
    options: [
      { id: 411, value: 'Standard', isDefault: true },
      { id: 412, value: 'Hypoallergenic', isDefault: false },
      { id: 413, value: 'Eco-friendly', isDefault: false },
    ],
  },
  {
    id: 402,
    fieldName: 'Folding style',
    options: [
      { id: 421, value: 'Standard fold', isDefault: true },
      { id: 422, value: 'Rolled', isDefault: false },
      { id: 423, value: 'Shirts on hangers', isDefault: false },
    ],
  },
  {
    id: 403,
    fieldName: 'Water temperature',
    options: [
      { id: 431, value: 'Cold', isDefault: true },
      { id: 432, value: 'Warm', isDefault: false },
      { id: 433, value: 'Hot', isDefault: false },
    ],
  },
];

function product(
  productId: number,
  storeId: number,
  lineItemName: string,
  description: string,
  price: number,
  inventoryCategory: string,
  quantity: number,
  isArchived = false,
): SeedProduct {
  return {
    productId,
    storeId,
    description,
    price,
    lineItemName,
    inventoryImage: `https://sandbox.invalid/images/products/${productId}.png`,
    inventoryCategory,
    lineItemType: 'INVENTORY',
    isTaxable: true,
    isArchived,
    quantity,
  };
}

const PRODUCTS: SeedProduct[] = [
  product(
    501,
    101,
    'Reusable laundry bag',
    'Heavy-duty bag that fits about 20 lb of laundry.',
    12.99,
    'Bags',
    40,
  ),
  product(502, 101, 'Stain remover spray', 'Enzyme stain remover, 16 oz.', 6.5, 'Supplies', 25),
  product(503, 101, 'Wool dryer balls', 'Set of 6 wool dryer balls.', 14, 'Supplies', 12),
  product(509, 101, 'Liquid detergent', 'Free & clear, 64 oz.', 11.5, 'Supplies', 20),
  // Archived on purpose: clients should not offer it.
  product(504, 101, 'Holiday tote', 'Limited edition tote bag.', 9.99, 'Bags', 0, true),
  product(
    505,
    102,
    'Reusable laundry bag',
    'Heavy-duty bag that fits about 20 lb of laundry.',
    12.99,
    'Bags',
    30,
  ),
  product(506, 102, 'Garment bag', 'Breathable garment bag for suits.', 8.5, 'Bags', 15),
  product(507, 103, 'Stain remover spray', 'Enzyme stain remover, 16 oz.', 6.5, 'Supplies', 18),
  product(508, 103, 'Lint roller', 'Lint roller with 60 sheets.', 4.25, 'Supplies', 50),
];

/** Freezes nested objects too, so a test cannot change the seed that later sandboxes copy. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** The seeded business, read-only. The sandbox works on its own copy. */
export const SEED = deepFreeze({
  businessId: 42,
  businessName: 'Spin City Laundry',
  onDemandProviderName: 'DoorDash Drive',
  turnAroundInHours: 48,
  currency: 'USD',
  /** What the order summary charges per bag besides the delivery fees: two bags are $52.40 (52.4). */
  pricePerBagInCents: 2620,
  stores: STORES,
  services: SERVICES,
  customers: CUSTOMERS,
  preferences: PREFERENCES,
  products: PRODUCTS,
  /** A place id that reaches no store (Morgan Blake's address). */
  unservedGooglePlacesId: 'ChIJ-sbx-Hoboken-NoStore',
  /** Store 101 has no window at all on the day 3 days after today (store time zone). */
  emptyDay: { storeId: 101, daysAhead: 3 },
  /** Id of the first order created in a fresh sandbox; later orders count up. */
  firstOrderId: 5001,
  /** Id of the first customer created through POST {auth_url}/customers. */
  firstNewCustomerId: 1101,
  /** Id of the first address added after start (addAddress, the back office's stand-in). */
  firstNewAddressId: 2101,
});

export type Seed = typeof SEED;
