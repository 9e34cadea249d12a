// Written by `npm run images:variants` (scripts/images/variants.ts): do not edit. Each picture:
// a srcset per format, and the fallback `<img>` (the widest WebP) with its size. The files are
// in public/assets/.

/** src/assets/images/founders/aarav-deshpande.jpg */
export const foundersAaravDeshpande = {
  sources: {
    avif: '/assets/aarav-deshpande-c42b952e.avif 160w, /assets/aarav-deshpande-d8dc9827.avif 320w',
    webp: '/assets/aarav-deshpande-1a84a81f.webp 160w, /assets/aarav-deshpande-bf1d838f.webp 320w',
  },
  img: { src: '/assets/aarav-deshpande-bf1d838f.webp', w: 320, h: 320 },
};

/** src/assets/images/founders/meera-iyer.jpg */
export const foundersMeeraIyer = {
  sources: {
    avif: '/assets/meera-iyer-22061bbd.avif 160w, /assets/meera-iyer-03c0fd15.avif 320w',
    webp: '/assets/meera-iyer-b81d1caf.webp 160w, /assets/meera-iyer-0538c0b5.webp 320w',
  },
  img: { src: '/assets/meera-iyer-0538c0b5.webp', w: 320, h: 320 },
};

/** src/assets/images/hero.jpg */
export const hero = {
  sources: {
    avif: '/assets/hero-267ab4d3.avif 640w, /assets/hero-672462ea.avif 960w, /assets/hero-07d08cf6.avif 1280w, /assets/hero-2a1a3cff.avif 1920w, /assets/hero-6519ee9e.avif 2400w',
    webp: '/assets/hero-91f55309.webp 640w, /assets/hero-8122434e.webp 960w, /assets/hero-528a92f6.webp 1280w, /assets/hero-466a1fa7.webp 1920w, /assets/hero-82ae6344.webp 2400w',
  },
  img: { src: '/assets/hero-82ae6344.webp', w: 2400, h: 1600 },
};

/** src/assets/images/projects/project-01.jpg */
export const projectsProject01 = {
  sources: {
    avif: '/assets/project-01-06705c97.avif 480w, /assets/project-01-d73801aa.avif 800w, /assets/project-01-b237e83f.avif 1200w, /assets/project-01-aae85a11.avif 1600w',
    webp: '/assets/project-01-c7b1dba6.webp 480w, /assets/project-01-d9003b56.webp 800w, /assets/project-01-da35f375.webp 1200w, /assets/project-01-9f85e71d.webp 1600w',
  },
  img: { src: '/assets/project-01-9f85e71d.webp', w: 1600, h: 1200 },
};

/** src/assets/images/projects/project-02.jpg */
export const projectsProject02 = {
  sources: {
    avif: '/assets/project-02-4e02565f.avif 480w, /assets/project-02-eead7a12.avif 800w, /assets/project-02-57a26759.avif 1200w, /assets/project-02-63704213.avif 1600w',
    webp: '/assets/project-02-5d0d304a.webp 480w, /assets/project-02-d9adc6b8.webp 800w, /assets/project-02-783e40d8.webp 1200w, /assets/project-02-b074c44b.webp 1600w',
  },
  img: { src: '/assets/project-02-b074c44b.webp', w: 1600, h: 1200 },
};

/** src/assets/images/projects/project-03.jpg */
export const projectsProject03 = {
  sources: {
    avif: '/assets/project-03-33a8190c.avif 480w, /assets/project-03-85ab0ef5.avif 800w, /assets/project-03-9d1579e1.avif 1200w, /assets/project-03-3cc8c529.avif 1600w',
    webp: '/assets/project-03-5e9cf1b3.webp 480w, /assets/project-03-f2eed5f0.webp 800w, /assets/project-03-615e3d15.webp 1200w, /assets/project-03-c4fd676b.webp 1600w',
  },
  img: { src: '/assets/project-03-c4fd676b.webp', w: 1600, h: 1200 },
};

/** src/assets/images/projects/project-04.jpg */
export const projectsProject04 = {
  sources: {
    avif: '/assets/project-04-b93df922.avif 480w, /assets/project-04-397b7037.avif 800w, /assets/project-04-5bb3355c.avif 1200w, /assets/project-04-f8a179d1.avif 1600w',
    webp: '/assets/project-04-53642646.webp 480w, /assets/project-04-29a1e7b7.webp 800w, /assets/project-04-11425691.webp 1200w, /assets/project-04-5ff81fd6.webp 1600w',
  },
  img: { src: '/assets/project-04-5ff81fd6.webp', w: 1600, h: 1200 },
};

/** src/assets/images/projects/project-05.jpg */
export const projectsProject05 = {
  sources: {
    avif: '/assets/project-05-874d42bd.avif 480w, /assets/project-05-8e749140.avif 800w, /assets/project-05-a458a156.avif 1200w, /assets/project-05-61894f91.avif 1600w',
    webp: '/assets/project-05-ab517072.webp 480w, /assets/project-05-6d0f2453.webp 800w, /assets/project-05-adcbe9ec.webp 1200w, /assets/project-05-d0ea69f4.webp 1600w',
  },
  img: { src: '/assets/project-05-d0ea69f4.webp', w: 1600, h: 1200 },
};

/** src/assets/images/projects/project-06.jpg */
export const projectsProject06 = {
  sources: {
    avif: '/assets/project-06-ed1a9a16.avif 480w, /assets/project-06-3b034de7.avif 800w, /assets/project-06-01cb62ee.avif 1200w, /assets/project-06-16a57ce2.avif 1600w',
    webp: '/assets/project-06-5df8f9cf.webp 480w, /assets/project-06-a46c39f5.webp 800w, /assets/project-06-104bc871.webp 1200w, /assets/project-06-bdfb4223.webp 1600w',
  },
  img: { src: '/assets/project-06-bdfb4223.webp', w: 1600, h: 1200 },
};

/** src/assets/images/projects/project-07.jpg */
export const projectsProject07 = {
  sources: {
    avif: '/assets/project-07-509638db.avif 480w, /assets/project-07-44e79612.avif 800w, /assets/project-07-944eb32d.avif 1200w, /assets/project-07-9f0aa182.avif 1600w',
    webp: '/assets/project-07-eaa01027.webp 480w, /assets/project-07-ba144ddd.webp 800w, /assets/project-07-26744959.webp 1200w, /assets/project-07-222744ad.webp 1600w',
  },
  img: { src: '/assets/project-07-222744ad.webp', w: 1600, h: 1200 },
};

/** src/assets/images/projects/project-08.jpg */
export const projectsProject08 = {
  sources: {
    avif: '/assets/project-08-aa636a12.avif 480w, /assets/project-08-e20e4e64.avif 800w, /assets/project-08-655ba4ae.avif 1200w, /assets/project-08-0041b46b.avif 1600w',
    webp: '/assets/project-08-9a038767.webp 480w, /assets/project-08-9e5fab25.webp 800w, /assets/project-08-3ac1d6ff.webp 1200w, /assets/project-08-ab7f89e1.webp 1600w',
  },
  img: { src: '/assets/project-08-ab7f89e1.webp', w: 1600, h: 1200 },
};

/** src/assets/images/projects/project-10.jpg */
export const projectsProject10 = {
  sources: {
    avif: '/assets/project-10-f421639f.avif 480w, /assets/project-10-c4ead15d.avif 800w, /assets/project-10-ac6f9f9e.avif 1200w, /assets/project-10-e11f6063.avif 1600w',
    webp: '/assets/project-10-0a477714.webp 480w, /assets/project-10-7508aa2c.webp 800w, /assets/project-10-45f1ccd2.webp 1200w, /assets/project-10-877d41b4.webp 1600w',
  },
  img: { src: '/assets/project-10-877d41b4.webp', w: 1600, h: 1200 },
};

/** src/assets/images/projects/project-11.jpg */
export const projectsProject11 = {
  sources: {
    avif: '/assets/project-11-d44e60b9.avif 480w, /assets/project-11-cb44f864.avif 800w, /assets/project-11-9019bb93.avif 1200w, /assets/project-11-b209b1d8.avif 1600w',
    webp: '/assets/project-11-dd2e230b.webp 480w, /assets/project-11-879346fb.webp 800w, /assets/project-11-71d0a614.webp 1200w, /assets/project-11-0d03473d.webp 1600w',
  },
  img: { src: '/assets/project-11-0d03473d.webp', w: 1600, h: 1200 },
};

/** src/assets/images/projects/project-12.jpg */
export const projectsProject12 = {
  sources: {
    avif: '/assets/project-12-f5380eec.avif 480w, /assets/project-12-4326ef75.avif 800w, /assets/project-12-2a8a526c.avif 1200w, /assets/project-12-09cfeb7b.avif 1600w',
    webp: '/assets/project-12-c652b258.webp 480w, /assets/project-12-25be7989.webp 800w, /assets/project-12-3740273a.webp 1200w, /assets/project-12-290ffcb2.webp 1600w',
  },
  img: { src: '/assets/project-12-290ffcb2.webp', w: 1600, h: 1200 },
};

/** src/assets/images/projects/project-13.jpg */
export const projectsProject13 = {
  sources: {
    avif: '/assets/project-13-d58a73dd.avif 480w, /assets/project-13-aef75d7e.avif 800w, /assets/project-13-28d16c6c.avif 1200w, /assets/project-13-caefd580.avif 1600w',
    webp: '/assets/project-13-6222aaf7.webp 480w, /assets/project-13-72030a8b.webp 800w, /assets/project-13-e76b29ca.webp 1200w, /assets/project-13-1176a36d.webp 1600w',
  },
  img: { src: '/assets/project-13-1176a36d.webp', w: 1600, h: 1200 },
};

/** src/assets/images/projects/project-14.jpg */
export const projectsProject14 = {
  sources: {
    avif: '/assets/project-14-27bd15e3.avif 480w, /assets/project-14-8813ee9a.avif 800w, /assets/project-14-33fcd052.avif 1200w, /assets/project-14-a90d48ee.avif 1600w',
    webp: '/assets/project-14-0a5f820f.webp 480w, /assets/project-14-1a056cbb.webp 800w, /assets/project-14-107e093b.webp 1200w, /assets/project-14-f7b95f9b.webp 1600w',
  },
  img: { src: '/assets/project-14-f7b95f9b.webp', w: 1600, h: 1200 },
};

/** src/assets/images/projects/project-15.jpg */
export const projectsProject15 = {
  sources: {
    avif: '/assets/project-15-6958b480.avif 480w, /assets/project-15-f9a888cb.avif 800w, /assets/project-15-f5db69a4.avif 1200w, /assets/project-15-5b654cc6.avif 1600w',
    webp: '/assets/project-15-5b49db65.webp 480w, /assets/project-15-4c9ac13b.webp 800w, /assets/project-15-cdd7b1b6.webp 1200w, /assets/project-15-d3978d88.webp 1600w',
  },
  img: { src: '/assets/project-15-d3978d88.webp', w: 1600, h: 1200 },
};

/** src/assets/images/projects/project-16.jpg */
export const projectsProject16 = {
  sources: {
    avif: '/assets/project-16-11c33c29.avif 480w, /assets/project-16-6577e110.avif 800w, /assets/project-16-11d3cf7d.avif 1200w, /assets/project-16-426098d5.avif 1600w',
    webp: '/assets/project-16-6f414606.webp 480w, /assets/project-16-d40fe9aa.webp 800w, /assets/project-16-1592b688.webp 1200w, /assets/project-16-46baf2ae.webp 1600w',
  },
  img: { src: '/assets/project-16-46baf2ae.webp', w: 1600, h: 1200 },
};

/** src/assets/images/services/digital-marketing.jpg */
export const servicesDigitalMarketing = {
  sources: {
    avif: '/assets/digital-marketing-cd44e82d.avif 480w, /assets/digital-marketing-a00ccd6e.avif 800w, /assets/digital-marketing-d7b0cde1.avif 1200w, /assets/digital-marketing-818979e1.avif 1600w',
    webp: '/assets/digital-marketing-4f30db3f.webp 480w, /assets/digital-marketing-039af02d.webp 800w, /assets/digital-marketing-95e63466.webp 1200w, /assets/digital-marketing-a41bb6a0.webp 1600w',
  },
  img: { src: '/assets/digital-marketing-a41bb6a0.webp', w: 1600, h: 1200 },
};

/** src/assets/images/services/event-management.jpg */
export const servicesEventManagement = {
  sources: {
    avif: '/assets/event-management-5afad77d.avif 480w, /assets/event-management-2b48c42f.avif 800w, /assets/event-management-d8926009.avif 1200w, /assets/event-management-555117d6.avif 1600w',
    webp: '/assets/event-management-97020d91.webp 480w, /assets/event-management-d12d09f3.webp 800w, /assets/event-management-df5b4843.webp 1200w, /assets/event-management-c780951c.webp 1600w',
  },
  img: { src: '/assets/event-management-c780951c.webp', w: 1600, h: 1200 },
};

/** src/assets/images/services/graphic-design.jpg */
export const servicesGraphicDesign = {
  sources: {
    avif: '/assets/graphic-design-d920e8d7.avif 480w, /assets/graphic-design-e7719de7.avif 800w, /assets/graphic-design-fe925b84.avif 1200w, /assets/graphic-design-7e612642.avif 1600w',
    webp: '/assets/graphic-design-6c581760.webp 480w, /assets/graphic-design-ca16a1d1.webp 800w, /assets/graphic-design-ea2b056a.webp 1200w, /assets/graphic-design-1da6ce88.webp 1600w',
  },
  img: { src: '/assets/graphic-design-1da6ce88.webp', w: 1600, h: 1200 },
};

/** src/assets/images/services/publicity-solutions.jpg */
export const servicesPublicitySolutions = {
  sources: {
    avif: '/assets/publicity-solutions-be5cc3f8.avif 480w, /assets/publicity-solutions-7aa08d2d.avif 800w, /assets/publicity-solutions-8d2f102c.avif 1200w, /assets/publicity-solutions-23ddf867.avif 1600w',
    webp: '/assets/publicity-solutions-724cc00a.webp 480w, /assets/publicity-solutions-84621c9c.webp 800w, /assets/publicity-solutions-572c95f7.webp 1200w, /assets/publicity-solutions-614a59d4.webp 1600w',
  },
  img: { src: '/assets/publicity-solutions-614a59d4.webp', w: 1600, h: 1200 },
};

/** The SHA-256 of each source the variants were encoded from (for the test that finds a
 * source changed since; the site never reads it). */
export const encodedFrom: Record<string, string> = {
  'founders/aarav-deshpande.jpg': '83abf769972ea6c8efe95710397829f3b4590ceaac41e1578cd5469417e658d8',
  'founders/meera-iyer.jpg': '5690457fbcbfcd04307a68b5b356216b1e9baf20fd6dc79876ee2c79095f4ab7',
  'hero.jpg': '898198ad9c51ebc821d9105f061d6b512a727663956e020856e416a41927a6dc',
  'projects/project-01.jpg': '73eacbc2e61653256678c2937ce65f622e564f59893281205fa08269b0f42cea',
  'projects/project-02.jpg': 'ac6847e214d192dafcf524c3a2483833028965ef9616604270d8c6d90043ec2b',
  'projects/project-03.jpg': 'a77d30b290630ec8cc3beec68b96e9e90ac62fd6e2655f05c45407f9cffccab0',
  'projects/project-04.jpg': '341a9b0a699e8f2357dee2fe973d6bfcc49f106352d72218e806d29e67633682',
  'projects/project-05.jpg': '991ef1f91c3c8a27cbcd5731432c8dc675caaa9c3f149f2282b2fe6d456e8b69',
  'projects/project-06.jpg': '42beca898c52fd1c6e4b6ccabcfa5b605ccd9a6e434a3b453d7126422edca1da',
  'projects/project-07.jpg': '76bf4004a3da9fd9e5ae518e82094e9edc4953ee4e9af9647e1af9d868d38fa4',
  'projects/project-08.jpg': 'c9ad402cfcfed3c408ce033a3e9459be5b2e2e9629c03cc459382c8dbcb5466c',
  'projects/project-10.jpg': '1057c3b5412baeb0eda363463ce9a2135da32e1165a799c3586f33efea62c56c',
  'projects/project-11.jpg': '219595f0ea73ebd8895369c6fed17afa5e757663f774b655c4c6905acb49173e',
  'projects/project-12.jpg': '9c09deb995b1abf1af257875dae37d85f20753fffd0ef4477734de5eb9cb5007',
  'projects/project-13.jpg': 'efa9795df3c109ec5c4fbc5e1ac318e8abd396c285bc77c64e1b5af0a3ab878b',
  'projects/project-14.jpg': 'f0fd834115b4f3e9b2657093ffc5430f913e5c7eb88d1ec17ad4565375421dae',
  'projects/project-15.jpg': '245be1af0660af4f01f5d18eb5069eeabc5c5c82b4c8e1e76b4dafd6bdb8957d',
  'projects/project-16.jpg': '2c581a71dd093a2ef8151041413f6870b2217396be336c72238d78976972120a',
  'services/digital-marketing.jpg': '17ae9ffea9e7aec4a6aa4aa928bfb053a808e6a3de26dbceddcf272cde6c7492',
  'services/event-management.jpg': '1506ee99f782c1b14a32aee1f53b5b9bcc5aac833ef63a99c4fb887a201015ee',
  'services/graphic-design.jpg': 'a261f266b83ff010e9736aae3f5a308ce635f44a2379c2feb352869a03ee8b80',
  'services/publicity-solutions.jpg': 'c130aadb8f69423d1d57b88d3043c38b66dba887dd524427eba2284da2c4a488',
};
