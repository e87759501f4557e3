import { isNewCustomer } from './lib/recognize/new-customer';
import { tokenize } from './lib/recognize/normalize';
for (const t of ["hi its for my dad he doesnt have an account", "it's for my mom, she doesn't have an account", "es para mi papá, él no tiene cuenta"]) console.log(t, isNewCustomer(t), tokenize(t));
