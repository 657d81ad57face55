import { createElement, type SVGProps } from 'react'
import {
  Accessibility as accessibility,
  AlertTriangle as alertTriangle,
  ArrowLeft as arrowLeft,
  ArrowRight as arrowRight,
  BadgeEuro as badgeEuro,
  Briefcase as briefcase,
  CalendarCheck as calendarCheck,
  CalendarDays as calendarDays,
  CheckCircle2 as checkCircle2,
  ChevronDown as chevronDown,
  ChevronLeft as chevronLeft,
  ChevronRight as chevronRight,
  Clock as clock,
  Copy as copy,
  ExternalLink as externalLink,
  Eye as eye,
  FileQuestion as fileQuestion,
  Gift as gift,
  Globe as globe,
  Handshake as handshake,
  HeartHandshake as heartHandshake,
  Landmark as landmark,
  Mail as mail,
  MapPin as mapPin,
  Menu as menu,
  MessageCircle as messageCircle,
  MessageSquareText as messageSquareText,
  Navigation as navigation,
  Pause as pause,
  Phone as phone,
  Play as play,
  Quote as quote,
  RotateCcw as rotateCcw,
  Scale as scale,
  Search as search,
  Send as send,
  Share2 as share2,
  SquareParking as squareParking,
  TrainFront as trainFront,
  UserRound as userRound,
  Users as users,
  X as x,
  type IconNode,
} from 'lucide'

/** Props of an icon: any SVG attribute, and `size` (CSS pixels, default 24) for its width and height. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> & {
  size?: number | string
}

/** An icon of the set below: a function component rendering one `<svg>`. */
export type Icon = (props: IconProps) => React.ReactElement

/**
 * Makes the component of one Lucide icon from its drawing (`lucide`'s `IconNode`: the SVG elements
 * of a 24 × 24 grid) with the attributes lucide-react gives an icon: 24 px, `currentColor` stroke
 * 2 px wide, classes `lucide lucide-<name>` then the caller's, and `aria-hidden="true"` unless the
 * caller gave the icon an accessible name or role.
 *
 * Why not lucide-react: since its version 1, its `Icon` is a client component (it reads a React
 * context), so every icon of a server component was sent to the browser as a client component to
 * hydrate, with its drawing in the page's React Server Components payload and lucide-react's code
 * in every page's JavaScript. These icons are plain SVG rendered on the server; a client component
 * that imports one gets it as a function component, without hooks.
 */
function lucideIcon(name: string, node: IconNode): Icon {
  function LucideIcon({ size = 24, className, ...props }: IconProps) {
    const named = Object.keys(props).some(
      (key) => key.startsWith('aria-') || key === 'role' || key === 'title',
    )
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden={named ? undefined : 'true'}
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    )
  }
  LucideIcon.displayName = `Icon(${name})`
  return LucideIcon
}

export const Accessibility = /* @__PURE__ */ lucideIcon('accessibility', accessibility)
export const AlertTriangle = /* @__PURE__ */ lucideIcon('triangle-alert', alertTriangle)
export const ArrowLeft = /* @__PURE__ */ lucideIcon('arrow-left', arrowLeft)
export const ArrowRight = /* @__PURE__ */ lucideIcon('arrow-right', arrowRight)
export const BadgeEuro = /* @__PURE__ */ lucideIcon('badge-euro', badgeEuro)
export const Briefcase = /* @__PURE__ */ lucideIcon('briefcase', briefcase)
export const CalendarCheck = /* @__PURE__ */ lucideIcon('calendar-check', calendarCheck)
export const CalendarDays = /* @__PURE__ */ lucideIcon('calendar-days', calendarDays)
export const CheckCircle2 = /* @__PURE__ */ lucideIcon('circle-check', checkCircle2)
export const ChevronDown = /* @__PURE__ */ lucideIcon('chevron-down', chevronDown)
export const ChevronLeft = /* @__PURE__ */ lucideIcon('chevron-left', chevronLeft)
export const ChevronRight = /* @__PURE__ */ lucideIcon('chevron-right', chevronRight)
export const Clock = /* @__PURE__ */ lucideIcon('clock', clock)
export const Copy = /* @__PURE__ */ lucideIcon('copy', copy)
export const ExternalLink = /* @__PURE__ */ lucideIcon('external-link', externalLink)
export const Eye = /* @__PURE__ */ lucideIcon('eye', eye)
export const FileQuestion = /* @__PURE__ */ lucideIcon('file-question-mark', fileQuestion)
export const Gift = /* @__PURE__ */ lucideIcon('gift', gift)
export const Globe = /* @__PURE__ */ lucideIcon('globe', globe)
export const Handshake = /* @__PURE__ */ lucideIcon('handshake', handshake)
export const HeartHandshake = /* @__PURE__ */ lucideIcon('heart-handshake', heartHandshake)
export const Landmark = /* @__PURE__ */ lucideIcon('landmark', landmark)
export const Mail = /* @__PURE__ */ lucideIcon('mail', mail)
export const MapPin = /* @__PURE__ */ lucideIcon('map-pin', mapPin)
export const Menu = /* @__PURE__ */ lucideIcon('menu', menu)
export const MessageCircle = /* @__PURE__ */ lucideIcon('message-circle', messageCircle)
export const MessageSquareText = /* @__PURE__ */ lucideIcon(
  'message-square-text',
  messageSquareText,
)
export const Navigation = /* @__PURE__ */ lucideIcon('navigation', navigation)
export const Pause = /* @__PURE__ */ lucideIcon('pause', pause)
export const Phone = /* @__PURE__ */ lucideIcon('phone', phone)
export const Play = /* @__PURE__ */ lucideIcon('play', play)
export const Quote = /* @__PURE__ */ lucideIcon('quote', quote)
export const RotateCcw = /* @__PURE__ */ lucideIcon('rotate-ccw', rotateCcw)
export const Scale = /* @__PURE__ */ lucideIcon('scale', scale)
export const Search = /* @__PURE__ */ lucideIcon('search', search)
export const Send = /* @__PURE__ */ lucideIcon('send', send)
export const Share2 = /* @__PURE__ */ lucideIcon('share-2', share2)
export const SquareParking = /* @__PURE__ */ lucideIcon('square-parking', squareParking)
export const TrainFront = /* @__PURE__ */ lucideIcon('train-front', trainFront)
export const UserRound = /* @__PURE__ */ lucideIcon('user-round', userRound)
export const Users = /* @__PURE__ */ lucideIcon('users', users)
export const X = /* @__PURE__ */ lucideIcon('x', x)
