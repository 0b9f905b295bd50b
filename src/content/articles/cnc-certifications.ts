import { paths } from '@/config/paths';
import type { ArticleBody } from './types';

const body: ArticleBody = {
  readMinutes: 5,
  intro:
    'Certification is the first filter in most regulated supply chains. Before a buyer looks at a CNC supplier’s machines, prices or lead times, they check whether it holds the right certificates for the sector. This guide explains what each of the main certifications covers, which sectors expect it, how to check a certificate is genuine, and how a machine shop can plan its way to the standards its target customers require.',
  sections: [
    {
      id: 'why-certification-matters',
      heading: 'Why certification decides shortlists',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In our experience, 70–80% of suppliers are rejected for missing certification, often before their capability is discussed at all. Aerospace, defence, medical and automotive buyers are usually bound by their own quality systems and customer contracts to buy from certified suppliers, so a missing certificate is not a point to negotiate. It simply removes the supplier from the list.',
        },
        {
          kind: 'figures',
          items: [{ value: '70–80%', label: 'of suppliers rejected for missing certification' }],
        },
        {
          kind: 'paragraph',
          text: 'For buyers, that makes certification a quick way to narrow a long list. For shops, it means the right certificate can open a sector that was closed to them, while the wrong one is an expensive distraction.',
        },
      ],
    },
    {
      id: 'quality-management-standards',
      heading: 'Quality management standards',
      blocks: [
        { kind: 'subheading', text: 'ISO 9001' },
        {
          kind: 'paragraph',
          text: 'ISO 9001 is the international standard for quality management systems and the foundation for almost every other standard here. It requires a supplier to define and control its processes, manage risk, handle non-conformances and corrective action, and improve continually. It does not certify that parts are good; it shows that the business is run in a controlled, documented way. For general industrial work it is the minimum most buyers expect.',
        },
        { kind: 'subheading', text: 'AS9100D' },
        {
          kind: 'paragraph',
          text: 'AS9100D is the quality management standard for aviation, space and defence. It includes all of ISO 9001 and adds requirements the sector depends on: product safety, prevention of counterfeit parts, configuration management, management of operational risk, control of critical items and key characteristics, and first article inspection, usually to AS9102. Certified suppliers are listed in the IAQG’s OASIS database, which buyers can search. Most aerospace primes and their tier suppliers require it.',
        },
        { kind: 'subheading', text: 'IATF 16949' },
        {
          kind: 'paragraph',
          text: 'IATF 16949 is the automotive sector’s quality management standard. It builds on ISO 9001 and cannot be held without it. It adds the automotive core tools, including advanced product quality planning, the production part approval process, failure mode and effects analysis, measurement system analysis and statistical process control, along with customer-specific requirements from each vehicle manufacturer. It applies to sites making production parts for automotive supply chains.',
        },
        { kind: 'subheading', text: 'ISO 13485' },
        {
          kind: 'paragraph',
          text: 'ISO 13485 is the quality management standard for medical devices and the suppliers who make their components. It places more weight than ISO 9001 on regulatory compliance, risk management across the product life, documented and validated processes, cleanliness and contamination control, and full traceability. Medical OEMs use it to show regulators that their supply chain is under control.',
        },
      ],
    },
    {
      id: 'environment-safety-process',
      heading: 'Environmental, safety and special process accreditations',
      blocks: [
        { kind: 'subheading', text: 'ISO 14001' },
        {
          kind: 'paragraph',
          text: 'ISO 14001 covers environmental management: how a business identifies and controls its environmental impacts, such as energy use, coolant and swarf disposal and emissions, and meets its legal obligations. Large OEMs increasingly ask for it as they report on the environmental performance of their supply chains.',
        },
        { kind: 'subheading', text: 'ISO 45001' },
        {
          kind: 'paragraph',
          text: 'ISO 45001 is the standard for occupational health and safety management, replacing the older OHSAS 18001. In a machine shop it covers machine guarding, safe handling, training and the management of hazards. Buyers see it as evidence of a well-run site, and some tenders give it weight.',
        },
        { kind: 'subheading', text: 'NADCAP' },
        {
          kind: 'paragraph',
          text: 'NADCAP, the National Aerospace and Defense Contractors Accreditation Program, is administered by the Performance Review Institute. Unlike the standards above, it does not cover a whole business. It accredits specific special processes, such as heat treatment, chemical processing and surface treatments, non-destructive testing and welding. Aerospace primes often require NADCAP accreditation for any supplier performing those processes on their parts, so a machine shop either holds it for its in-house processes or uses accredited subcontractors.',
        },
        { kind: 'subheading', text: 'Cyber Essentials' },
        {
          kind: 'paragraph',
          text: 'Cyber Essentials is a UK government-backed scheme that certifies five basic technical controls: firewalls, secure configuration, user access control, malware protection and security update management. Cyber Essentials Plus adds independent technical testing. It is required for many UK government contracts and is commonly expected of suppliers in defence supply chains, where customer drawings and data must be protected.',
        },
      ],
    },
    {
      id: 'which-sector-needs-what',
      heading: 'Which sectors expect which certificates',
      blocks: [
        {
          kind: 'list',
          items: [
            { lead: 'General industrial:', text: 'ISO 9001 as the baseline.' },
            { lead: 'Aerospace and space:', text: 'AS9100D, with NADCAP for special processes.' },
            { lead: 'Defence:', text: 'AS9100D or ISO 9001 depending on the programme, plus Cyber Essentials.' },
            { lead: 'Automotive:', text: 'IATF 16949 for production parts.' },
            { lead: 'Medical devices:', text: 'ISO 13485.' },
            {
              lead: 'Large OEMs in any sector:',
              text: 'increasingly ISO 14001 and ISO 45001 alongside the quality standard.',
            },
          ],
        },
      ],
    },
    {
      id: 'verifying-certificates',
      heading: 'How buyers should verify a certificate',
      blocks: [
        {
          kind: 'list',
          items: [
            'Check the certificate’s scope covers the processes and site that will make your parts.',
            'Check the expiry date and that surveillance audits are up to date.',
            'Check the certification body is accredited, in the UK by UKAS, and confirm the certificate with them or in the relevant database.',
            'For AS9100, search the OASIS database; for NADCAP, check the accreditation for the specific process.',
          ],
        },
      ],
    },
    {
      id: 'certification-roadmap',
      heading: 'A certification roadmap for shops',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Start with ISO 9001; it is the foundation for the sector standards and disciplines the business. Add Cyber Essentials early, because it is quick to achieve and increasingly expected. Then choose the sector standard that matches the customers you want to win, whether AS9100D, ISO 13485 or IATF 16949, rather than pursuing several at once. Environmental and safety certification can follow as larger customers ask for it.',
        },
      ],
    },
    {
      id: 'how-forgebridge-helps',
      heading: 'How Forgebridge helps',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We visit every supplier in our network and verify certifications on site, including ISO 9001, AS9100, ISO 13485 and IATF 16949, alongside sample parts, QA procedures and capacity. For OEMs, that means three vetted options within 72 hours, free of charge. For shops, we build certification roadmaps that lead to the customers you want.',
        },
        {
          kind: 'cta',
          title: 'Need certified suppliers, or a route to certification?',
          text: 'Book a free 30-minute call with our team.',
          links: [
            { label: 'Book a Call', booking: true },
            { label: 'Get 3 Vetted Suppliers', to: paths.oemSourcing },
            { label: 'Become a Partner', to: paths.cncPartner },
          ],
        },
      ],
    },
  ],
};

export default body;
