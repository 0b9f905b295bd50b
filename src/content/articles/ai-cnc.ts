import { paths } from '@/config/paths';
import type { ArticleBody } from './types';

const body: ArticleBody = {
  readMinutes: 8,
  intro:
    'For years the argument about where to make precision parts came down to labour cost, and UK machine shops lost much of it. That argument is changing. Supply chain disruption, long freight lead times and the risk of depending on distant suppliers have pushed OEMs to look again at reshoring. At the same time, artificial intelligence is arriving in the one part of the machining workflow that has always depended on scarce, skilled people: CAM programming. This article explains what AI-assisted CAM actually does, what the headline figures mean, why it matters for reshoring, and a five-step roadmap for a UK shop that wants to adopt it without disrupting production.',
  sections: [
    {
      id: 'programming-bottleneck',
      heading: 'Why programming is the bottleneck',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In a typical high-mix, low-volume shop, the machines are not the constraint. The constraint is the time between a drawing arriving and a proven program running on the machine. An experienced programmer has to interpret the model, choose a set-up and work holding, select tools, build toolpath strategies, simulate, post-process and then prove out the first part. For a complex prismatic part on a five-axis machine, that work can take a skilled person most of a day.',
        },
        {
          kind: 'paragraph',
          text: 'The same expertise sits behind every quote. To price a job accurately, an estimator has to judge how the part will be machined and how long it will take. When programmers and estimators are the same few people, quoting and programming compete for their time. Enquiries wait, quotes go out late, and buyers move on to whoever answered first.',
        },
        {
          kind: 'paragraph',
          text: 'Skilled CNC programmers are also hard to hire. Many shops rely on one or two people whose knowledge is not written down anywhere. When they are on holiday, work slows; when they retire, the shop loses years of know-how.',
        },
      ],
    },
    {
      id: 'what-ai-cam-does',
      heading: 'What AI-assisted CAM actually does',
      blocks: [
        {
          kind: 'paragraph',
          text: 'AI in CAM is not a robot that replaces the programmer. It is a set of tools that automate the repetitive decisions a programmer makes on every job, so the person can concentrate on the judgement calls.',
        },
        {
          kind: 'list',
          items: [
            {
              lead: 'Feature recognition:',
              text: 'the software reads the 3D model and identifies pockets, holes, bosses, chamfers and threads, instead of the programmer selecting each one.',
            },
            {
              lead: 'Strategy suggestions:',
              text: 'based on the features, material and machine, it proposes set-ups, tools and toolpath strategies, often learned from the shop’s own previous programs.',
            },
            {
              lead: 'Tool and parameter selection:',
              text: 'it picks tools from the shop’s library and sets speeds, feeds and stepovers within limits the shop defines.',
            },
            {
              lead: 'Automatic estimating:',
              text: 'because the software can plan a part quickly, it can estimate cycle time and cost from a model in minutes, which changes how fast a shop can quote.',
            },
            {
              lead: 'Simulation and checking:',
              text: 'generated toolpaths are still simulated against the machine, fixture and stock before anything runs.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'The programmer reviews, adjusts and approves. On simple and repeat parts, the suggestions may need little change; on difficult parts, they give a head start rather than a finished program.',
        },
      ],
    },
    {
      id: 'market-figures',
      heading: 'The figures behind the interest',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Three figures explain why shops and their customers are paying attention. AI-assisted CAM is credited with 80% faster programming on suitable parts, because the tool does the routine feature-by-feature work in seconds. Automated estimating from the model makes a 20-times faster quote possible, turning a job that waited days in the estimating queue into one answered the same day. And market projections for AI in manufacturing show strong growth continuing through to 2033, which tells shops this is a lasting shift rather than a passing trend.',
        },
        {
          kind: 'figures',
          items: [
            { value: '80%', label: 'faster programming with AI-assisted CAM' },
            { value: '20×', label: 'faster quote from automated estimating' },
            { value: '2033', label: 'market projections show AI in manufacturing still growing' },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Treat these as the upper end of what is possible rather than a guarantee. Gains depend on the type of work: a shop making families of similar prismatic parts will see more benefit than one making one-off, highly complex components.',
        },
      ],
    },
    {
      id: 'reshoring',
      heading: 'Why this matters for reshoring',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Reshoring is the decision to bring manufacturing back closer to the customer. For UK and European OEMs, the reasons are familiar: shorter and more predictable lead times, lower freight and inventory costs, easier communication, simpler quality control, and less exposure to disruption a long way from home. Defence, aerospace and medical buyers may also prefer, or be required, to keep sensitive work in the UK.',
        },
        {
          kind: 'paragraph',
          text: 'What has held reshoring back is cost and capacity. UK shops cannot compete on hourly labour rates, and there are not enough skilled programmers to absorb a wave of new work. AI-assisted CAM changes both sides of that equation. When programming time falls, the labour content of a low-volume part falls with it, and the shop’s existing programmers can handle more jobs. When quoting is fast, a UK shop can respond to an enquiry while an offshore competitor is still clarifying the drawing.',
        },
        {
          kind: 'paragraph',
          text: 'For high-mix, low-volume work, where programming and set-up are a large share of the cost, this is where UK shops can win. Speed of response, ease of communication and proximity are already advantages. AI makes the price gap smaller. It also suits the kind of work that reshoring tends to bring back: short runs, frequent engineering changes and urgent repeat orders, all of which favour a shop that can reprogram and requote quickly.',
        },
      ],
    },
    {
      id: 'what-ai-does-not-replace',
      heading: 'What AI does not replace',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Buyers do not buy programs; they buy conforming parts, delivered on time. Everything that makes that happen still depends on people and systems that AI does not supply:',
        },
        {
          kind: 'list',
          items: [
            'Work holding and fixture design for awkward or thin-walled parts',
            'Proving out the first part and adjusting for material, tool wear and machine behaviour',
            'First article inspection and in-process control of critical characteristics',
            'A quality management system that customers and certification bodies trust',
            'Good communication with the buyer when something changes',
          ],
        },
        {
          kind: 'paragraph',
          text: `AI will not get a shop onto an aerospace or medical approved supplier list on its own. Certification still decides who gets considered; our [guide to CNC certifications](${paths.cncCertifications}) covers what buyers expect.`,
        },
      ],
    },
    {
      id: 'skills',
      heading: 'AI and the skills shortage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The fear that AI will put programmers out of work misreads the problem most UK shops have. They cannot find enough skilled people, and the people they have spend too much of their day on routine work. AI-assisted CAM shifts experienced programmers towards the difficult jobs, process improvement and training, where their knowledge is worth most.',
        },
        {
          kind: 'paragraph',
          text: 'It also helps newer staff become productive sooner. An apprentice or setter moving into programming can start from a sensible suggested strategy and learn why an experienced colleague changes it, rather than starting from a blank screen. Over time, the shop’s own good practice is captured in its templates and past programs instead of living only in a few people’s heads.',
        },
      ],
    },
    {
      id: 'five-step-roadmap',
      heading: 'A five-step roadmap for adopting AI CAM',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The shops that get most from AI treat it as a process change, not a software purchase. This roadmap keeps risk low and shows results early.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            {
              lead: 'Measure where you are.',
              text: 'Record how long programming and quoting take today, per job, for a month. Note how many enquiries you decline or answer late. Without a baseline you cannot tell whether anything improved.',
            },
            {
              lead: 'Get your data in order.',
              text: 'AI tools work from your tool library, machine definitions, post-processors and previous programs. Clean up the tool library, standardise holders and stick-outs, and make sure post-processors are proven. This step pays off even without AI.',
            },
            {
              lead: 'Pilot on a repeat part family.',
              text: 'Choose a family of similar parts on one machine and run the AI tool alongside your usual method. Compare programming time, cycle time and first-part success. Keep your programmers in charge of approval.',
            },
            {
              lead: 'Connect quoting to programming.',
              text: 'Once you trust the tool’s plans, use its estimates to speed up quoting, and check them against actual cycle times on the jobs you win. Fast, accurate quotes are where the commercial benefit shows up first.',
            },
            {
              lead: 'Train, scale and tell your customers.',
              text: 'Extend the tool to more machines and train more of the team to use it, so knowledge no longer sits with one or two people. Then make sure buyers know you can quote quickly and take on more work.',
            },
          ],
        },
      ],
    },
    {
      id: 'data-and-security',
      heading: 'Data and security',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Many AI tools run in the cloud, so customer models leave the shop. Check where data is stored and processed, who can access it, and whether the vendor uses your data to train its models. Some defence and aerospace customers restrict where their drawings may be held, so confirm their requirements before uploading their work. A recognised security baseline such as Cyber Essentials also shows customers that their data is in safe hands. Keep approved programs under revision control in the shop as well, so the program that made an approved first article is the one that runs next time.',
        },
      ],
    },
    {
      id: 'what-buyers-should-do',
      heading: 'What OEM buyers should do',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you moved work offshore on price, it is worth asking again. Invite UK shops that have invested in modern programming to quote on a part family, and compare total cost, not just unit price, including freight, inventory and the time your team spends managing the supplier. Ask suppliers how they program and quote, and how quickly they can respond to a change. Shops with fast, repeatable programming tend to handle engineering changes and urgent orders better too.',
        },
        {
          kind: 'list',
          items: [
            'How long does it take you to return a quote on a part like this, and who prepares it?',
            'How do you program new parts, and how do you handle a drawing revision once a job is running?',
            'How many people in the shop can program this work if your lead programmer is away?',
            'How do you protect our models and drawings, and where are they stored?',
          ],
        },
      ],
    },
    {
      id: 'how-forgebridge-helps',
      heading: 'How Forgebridge helps',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Forgebridge helps CNC shops turn investment in capability into new business. We tell your story to OEM buyers through case studies, video and a refreshed website, and introduce you to buyers looking for exactly what you do. For OEMs, we find vetted UK suppliers, free of charge, with three options within 72 hours.',
        },
        {
          kind: 'cta',
          title: 'Ready to win more reshored work?',
          text: 'If you run a CNC shop, see what our partner programme includes. If you have a question about this article or your own situation, get in touch.',
          links: [
            { label: 'Become a Partner', to: paths.cncPartner },
            { label: 'Contact Us', to: paths.contact },
          ],
        },
      ],
    },
  ],
};

export default body;
