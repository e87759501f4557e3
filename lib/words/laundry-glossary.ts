/**
 * The default laundry vocabulary of the glossary (glossary.ts), written as a business writes its own
 * (GLOSSARY): one entry a line, "English = Spanish", each side's ways of saying it separated by "|",
 * the first of each the one shown. US Spanish, as a Mexican or Central American customer says it.
 *
 * Whole names and descriptions (a typical catalogue's, infra/local/sandbox/seed-data.ts's among them)
 * are shown; single words and word groups (shirt, starch, dry clean) are shown only when a whole name
 * is one, and otherwise help read a name the glossary lacks in either language.
 */
export const LAUNDRY_GLOSSARY = `
# Services
Wash & Fold | wash n fold | wash-n-fold | wash fold | w&f | w/f | wf | regular laundry | laundry by the pound | wash and tumble dry = Lavado y doblado | lavar y doblar | lavado y doblez | ropa normal | ropa por libra | lavado por libra | lavado y secado en secadora | lavar y secar en secadora
Wash & Hang Dry | wash hang dry = Lavado y secado colgado | lavar y colgar | lavado y tendido
Wash & Press = Lavado y planchado | lavar y planchar
Comforter & Bedding | comforters and bedding | bedding | sheets | comforter and sheets = Edredones y ropa de cama | edredón y ropa de cama | ropa de cama | sábanas | edredón y sábanas
Dry Clean – Suit | suit dry cleaning = Tintorería – Traje | traje en tintorería | lavado en seco de traje | terno en tintorería
Dry Clean – Shirt | shirt dry cleaning = Tintorería – Camisa | camisa en tintorería
Dry Clean – Dress | dress dry cleaning = Tintorería – Vestido | vestido en tintorería
Dry Clean – Jacket | jacket dry cleaning = Tintorería – Saco o chaqueta | saco en tintorería

# Their descriptions
Laundry washed, dried and folded, priced by the pound. = Ropa lavada, secada y doblada. Se cobra por libra.
Laundry washed and hung to dry, for delicates. = Ropa lavada y secada colgada, para prendas delicadas.
Laundry service for comforters, duvets and pillows, priced per item. = Lavado de edredones, cobertores y almohadas. Se cobra por pieza.
Dry cleaning of a two-piece suit. = Limpieza en seco de un traje de dos piezas.
Dry cleaning of a shirt, returned pressed. = Limpieza en seco de una camisa. Se entrega planchada.
Dry cleaning of a dress. = Limpieza en seco de un vestido.
Laundry washed, dried and pressed. = Ropa lavada, secada y planchada.
Dry cleaning of a jacket or blazer. = Limpieza en seco de un saco o una chaqueta.

# Extras (the services' modifiers)
Hypoallergenic detergent | hypo-allergenic detergent | hypoallergenic soap | gentle detergent | mild detergent | gentle soap | mild soap | sensitive skin detergent = Detergente hipoalergénico | jabón hipoalergénico | detergente suave | jabón suave | jabón neutro | detergente para piel sensible
Fabric softener = Suavizante | suavizante de telas | suavizante de ropa
Cold wash only | cold wash | cold water | wash in cold water = Solo lavado en frío | lavado en frío | lavar en frío | agua fría | lavar en agua fría | con agua fría
Delicate cycle | gentle cycle = Ciclo delicado | ciclo para ropa delicada | ciclo suave
Crease press | crease = Planchado con raya | con raya | filo | con filo
Stain treatment | stain removal | stains | remove a stain | get the stain out = Tratamiento de manchas | quitar manchas | manchas | quitar una mancha | quitar la mancha
Light starch = Almidón ligero | poco almidón
Heavy starch = Almidón fuerte | mucho almidón
On hanger | on hangers | on a hanger = En gancho | en ganchos | colgado en gancho

# Preferences and their options
Detergent | soap | tergent = Detergente | jabón
Standard | regular | normal = Estándar | normal | regular
Hypoallergenic | hypo-allergenic | hypo allergenic | for sensitive skin | sensitive skin | for allergies | no allergy | no allergies | allergy free | anti allergy | easy on the skin | easy on your skin | easy on skin | gentle on the skin | gentle on skin | kind to the skin | kind to skin = Hipoalergénico | hipo alergénico | para piel sensible | piel sensible | sin alergia | antialérgico | para alergias | no da alergia | no causa alergia | suave con la piel | suave para la piel | no irrita la piel | que no irrite la piel
Eco-friendly | eco friendly | green | eco = Ecológico | ecoamigable | ecologico | verde
Folding style | fold style | how you fold | the way you fold = Forma de doblar | estilo de doblado | cómo doblan | cómo doblan la ropa | la forma en que doblan
Standard fold = Doblado estándar | doblado normal
Rolled = Enrollada | enrollado | enrollar
Shirts on hangers = Camisas en gancho | camisas colgadas
Water temperature = Temperatura del agua
Cold = Fría | frío
Warm = Tibia | tibio | templada
Hot = Caliente

# Products and their categories
Reusable laundry bag = Bolsa de lavandería reutilizable | bolsa reutilizable
Stain remover spray = Quitamanchas en aerosol | quitamanchas | spray quitamanchas
Wool dryer balls = Pelotas de lana para secadora | bolas de lana para secadora | bolas de secadora
Liquid detergent = Detergente líquido
Garment bag = Funda para ropa | funda para traje | portatrajes
Lint roller = Rodillo quitapelusas | quitapelusas | rodillo para pelusa
Bags = Bolsas
Supplies = Artículos de lavandería | artículos | insumos

# Words and word groups
Shirt = Camisa
Dress = Vestido
Suit = Traje | terno
Jacket | blazer = Saco o chaqueta | saco | chaqueta | chamarra
Pants | trousers | slacks = Pantalón | pantalones
Skirt = Falda
Blouse = Blusa
Coat | overcoat = Abrigo
Sweater | jumper | pullover = Suéter | chompa | jersey
Tie | necktie = Corbata
Comforter | duvet = Edredón | cobertor
Blanket = Cobija | manta | frazada
Bedding | bed linens = Ropa de cama
Pillow = Almohada
Sheet | bed sheet = Sábana
Towel = Toalla
Curtain | drapes = Cortina
Starch = Almidón
Softener = Suavizante
Stain = Mancha
Grease = Grasa
Press | pressed | pressing | ironing | ironed = Planchado | planchar | planchada
Hanger = Gancho | percha
Fold | folded = Doblado | doblar | doblada
Wash | washed | washing = Lavado | lavar | lavada
Dry Clean | dry cleaning | dry-clean | drycleaning | dry cleaned | dc = Tintorería | lavado en seco | limpieza en seco | lavar en seco | limpiar en seco | lavada en seco
Hang Dry | line dry | air dry = Secar colgado | secado colgado | tender | secar al aire
Delicate | delicates = Delicado | prendas delicadas | ropa delicada
Cycle = Ciclo
Treatment = Tratamiento
Light = Ligero
Heavy = Fuerte
Bag = Bolsa
Roller = Rodillo
Liquid = Líquido
Wool = Lana
Reusable = Reutilizable
Laundry = Lavandería | ropa
`;

/**
 * What each service takes: the things a customer sends, said instead of the service's name ("the
 * towels", "las almohadas", "unas blusas de seda"), read as naming it (invariant
 * glossary-things-name-their-service). One line a service, "Service name: English = Spanish", each
 * side's things separated by "|", either side empty where only one language has a word. A thing the
 * name already says ("suit" of "Dry Clean – Suit") needs no line: a one-word synonym would also take
 * that word's typos ("suite"). A thing written under two services names both, asked back between them.
 */
export const LAUNDRY_TAKES = `
Wash & Fold: towel | towels | dirty laundry | dirty clothes | everyday clothes | socks | underwear | gym clothes | scrubs | apron | aprons | tablecloth | tablecloths | napkins | rags = toalla | toallas | ropa sucia | ropa de diario | calcetines | ropa interior | ropa de gimnasio | delantal | delantales | mantel | manteles | servilletas | trapos
Wash & Hang Dry: delicates | delicate | silk | silks | blouse | blouses | lingerie | hung to dry | hang to dry | hung up to dry | hang dried | line dried | air dried = ropa delicada | prendas delicadas | delicada | delicadas | seda | blusa | blusas | lencería | secado al aire | secados al aire | secadas al aire | secar al aire | sequen colgados | sequen colgadas | secar colgado | secado colgado | tendido | tendidos | tendidas
Comforter & Bedding: duvet | doona | quilt | pillow | pillows | sheets | bed sheets | blanket | blankets = edredón | cobertor | colcha | almohada | almohadas | sábanas | cobija | cobijas | manta | frazada | plumón | plumones | plumon
Dry Clean – Suit: = terno | ternos | flux
Dry Clean – Dress: gown | gowns | evening gown = vestido | vestidos | vestido de fiesta
Dry Clean – Jacket: blazer | blazers | sport coat = saco | sacos | chaqueta | chaquetas | chamarra | americana
`;
