// The offices of /contacts from the CMS (the same cached answer the frame reads), with their
// coordinates read; a CMS failure gives "unavailable" and the page keeps its phones and form.
import 'server-only';
import { readCoordinates } from '@/lib/geo';
import { fetchOffices } from '@/upstream/content';
import { officeAnchor, phoneLink, type ContactOffice } from './office-contacts';

export type ContactsContent = { kind: 'ready'; offices: ContactOffice[] } | { kind: 'unavailable' };

export async function loadContacts(): Promise<ContactsContent> {
  try {
    const offices = await fetchOffices();
    return {
      kind: 'ready',
      offices: offices.map((office) => ({
        id: office.id,
        anchor: officeAnchor(office),
        name: office.info ?? office.address ?? '',
        address: office.address,
        hours: office.hours,
        phone: phoneLink(office.phone),
        coordinates: readCoordinates(office.coordinates, `office ${office.slug ?? office.id}`),
      })),
    };
  } catch (error) {
    console.warn(`[contacts] offices unavailable, the page shows a note: ${error instanceof Error ? error.message : String(error)}`);
    return { kind: 'unavailable' };
  }
}
