#include "redis_connection.hpp"

#include <hiredis/hiredis.h>

#include <pthread.h>
#include <signal.h>
#include <sys/time.h>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <optional>

namespace tavern::cluster {

namespace {

// hiredis writes with write(): on a connection Redis has closed, that raises
// SIGPIPE, which would end a process that does not ignore it (Asio sends
// with MSG_NOSIGNAL, so the server has no reason to). As libpq does, the
// signal is blocked for this thread during a command and a SIGPIPE the
// command raised is taken back before the mask is restored; the process's
// signal dispositions are left alone.
class sigpipe_blocked {
public:
  sigpipe_blocked() {
    sigemptyset(&pipe_);
    sigaddset(&pipe_, SIGPIPE);
    if (pthread_sigmask(SIG_BLOCK, &pipe_, &previous_) != 0)
      return;
    blocked_ = true;
    sigset_t pending;
    sigpending(&pending);
    already_pending_ = sigismember(&pending, SIGPIPE) == 1;
  }
  ~sigpipe_blocked() {
    if (!blocked_)
      return;
    if (!already_pending_) {
      sigset_t pending;
      sigpending(&pending);
      if (sigismember(&pending, SIGPIPE) == 1) {
        const timespec now{};
        sigtimedwait(&pipe_, nullptr, &now);
      }
    }
    pthread_sigmask(SIG_SETMASK, &previous_, nullptr);
  }
  sigpipe_blocked(const sigpipe_blocked &) = delete;
  sigpipe_blocked &operator=(const sigpipe_blocked &) = delete;

private:
  sigset_t pipe_;
  sigset_t previous_;
  bool blocked_ = false;
  bool already_pending_ = false;
};

timeval to_timeval(std::chrono::milliseconds ms) {
  timeval tv{};
  tv.tv_sec = static_cast<time_t>(ms.count() / 1000);
  tv.tv_usec = static_cast<suseconds_t>((ms.count() % 1000) * 1000);
  return tv;
}

redis_error invalid(std::string message) {
  return {redis_error::kind::invalid, std::move(message)};
}

// %XX escapes in the user and password, so that they may hold ':' and '@'.
std::optional<std::string> percent_decoded(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    unsigned value = 0;
    if (i + 2 >= text.size())
      return std::nullopt;
    const auto *first = text.data() + i + 1;
    const auto [end, ec] = std::from_chars(first, first + 2, value, 16);
    if (ec != std::errc() || end != first + 2)
      return std::nullopt;
    out += static_cast<char>(value);
    i += 2;
  }
  return out;
}

redis_result<redis_reply> converted(const redisReply &raw) {
  redis_reply out;
  switch (raw.type) {
  case REDIS_REPLY_NIL:
    return out;
  case REDIS_REPLY_INTEGER:
    out.type = redis_reply::kind::integer;
    out.integer = raw.integer;
    return out;
  case REDIS_REPLY_STRING:
  case REDIS_REPLY_STATUS:
    out.type =
        raw.type == REDIS_REPLY_STRING ? redis_reply::kind::string : redis_reply::kind::status;
    out.text.assign(raw.str, raw.len);
    return out;
  case REDIS_REPLY_ERROR:
    return redis_error{redis_error::kind::server, std::string(raw.str, raw.len)};
  case REDIS_REPLY_ARRAY:
    out.type = redis_reply::kind::array;
    out.elements.reserve(raw.elements);
    for (std::size_t i = 0; i < raw.elements; ++i) {
      // An error inside an array (EXEC) fails the whole command: no caller
      // here has a use for the other elements then.
      auto element = converted(*raw.element[i]);
      if (!element)
        return element.error();
      out.elements.push_back(std::move(element.value()));
    }
    return out;
  default:
    return invalid("Redis sent a reply of unknown type " + std::to_string(raw.type));
  }
}

} // namespace

redis_connection::redis_connection(endpoint where, options opts)
    : endpoint_(std::move(where)), options_(opts) {
  const bool v6 = endpoint_.host.find(':') != std::string::npos;
  location_ = (v6 ? "[" + endpoint_.host + "]" : endpoint_.host) + ":" +
              std::to_string(endpoint_.port) + "/" + std::to_string(endpoint_.db);
}

redis_connection::~redis_connection() {
  if (context_)
    redisFree(context_);
}

redis_result<redis_connection::endpoint> redis_connection::parse_url(const std::string &url) {
  constexpr std::string_view scheme = "redis://";
  const auto bad = [&](const std::string &why) {
    // Never the URL itself: it may hold the password.
    return invalid("bad Redis URL (redis://[:password@]host[:port][/db]): " + why);
  };
  if (url.compare(0, scheme.size(), scheme) != 0)
    return bad("it does not start with redis://");
  std::string_view rest(url);
  rest.remove_prefix(scheme.size());
  endpoint out;
  // The password may hold '/' only escaped, so the first '/' ends the host.
  const auto slash = rest.find('/');
  std::string_view authority = rest.substr(0, slash);
  if (slash != std::string_view::npos) {
    const std::string_view db = rest.substr(slash + 1);
    if (!db.empty()) {
      const auto [end, ec] = std::from_chars(db.data(), db.data() + db.size(), out.db);
      if (ec != std::errc() || end != db.data() + db.size() || out.db < 0)
        return bad("the database is not a number");
    }
  }
  if (const auto at = authority.rfind('@'); at != std::string_view::npos) {
    const std::string_view userinfo = authority.substr(0, at);
    authority.remove_prefix(at + 1);
    const auto colon = userinfo.find(':');
    if (colon == std::string_view::npos)
      return bad("the part before '@' has no ':' (a password is written :password@)");
    auto user = percent_decoded(userinfo.substr(0, colon));
    auto password = percent_decoded(userinfo.substr(colon + 1));
    if (!user || !password)
      return bad("a broken %-escape in the user or the password");
    out.user = std::move(*user);
    out.password = std::move(*password);
    if (out.password.empty())
      return bad("the password is empty");
  }
  std::string_view port;
  if (!authority.empty() && authority.front() == '[') {
    const auto close = authority.find(']');
    if (close == std::string_view::npos)
      return bad("an IPv6 address without its ']'");
    out.host = authority.substr(1, close - 1);
    const auto after = authority.substr(close + 1);
    if (!after.empty() && after.front() != ':')
      return bad("something after the IPv6 address that is not a port");
    port = after.empty() ? after : after.substr(1);
  } else {
    const auto colon = authority.rfind(':');
    out.host = authority.substr(0, colon);
    if (colon != std::string_view::npos)
      port = authority.substr(colon + 1);
  }
  if (out.host.empty())
    return bad("no host");
  if (!port.empty()) {
    const auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), out.port);
    if (ec != std::errc() || end != port.data() + port.size() || out.port < 1 || out.port > 65535)
      return bad("the port is not a number from 1 to 65535");
  }
  return out;
}

redis_result<std::unique_ptr<redis_connection>> redis_connection::connect(const std::string &url,
                                                                          options opts) {
  auto where = parse_url(url);
  if (!where)
    return where.error();
  std::unique_ptr<redis_connection> connection(new redis_connection(std::move(*where), opts));
  if (auto connected = connection->ensure_connected(); !connected)
    return connected.error();
  return connection;
}

redis_result<std::monostate> redis_connection::ensure_connected() {
  if (context_)
    return std::monostate{};
  redisContext *context = redisConnectWithTimeout(endpoint_.host.c_str(), endpoint_.port,
                                                  to_timeval(options_.connect_timeout));
  if (!context)
    return redis_error{redis_error::kind::connection,
                       "cannot connect to Redis at " + location_ + ": out of memory"};
  if (context->err) {
    std::string why = context->errstr;
    redisFree(context);
    return redis_error{redis_error::kind::connection,
                       "cannot connect to Redis at " + location_ + ": " + why};
  }
  if (redisSetTimeout(context, to_timeval(options_.command_timeout)) != REDIS_OK) {
    redisFree(context);
    return redis_error{redis_error::kind::connection,
                       "cannot set the command timeout on the connection to " + location_};
  }
  context_ = context;
  // The session's state (who, which database) is set again on every new
  // connection: Redis keeps none of it across one.
  const auto setup = [&](const std::vector<std::string_view> &args,
                         const std::string &what) -> redis_result<std::monostate> {
    auto reply = run(args);
    if (reply)
      return std::monostate{};
    auto error = reply.error();
    if (error.what == redis_error::kind::server) {
      // The connection is of no use with its setup refused.
      redisFree(context_);
      context_ = nullptr;
      error.message = "Redis at " + location_ + " refused " + what + ": " + error.message;
    }
    return error;
  };
  if (!endpoint_.password.empty()) {
    std::vector<std::string_view> auth{"AUTH"};
    if (!endpoint_.user.empty())
      auth.push_back(endpoint_.user);
    auth.push_back(endpoint_.password);
    if (auto done = setup(auth, "the password"); !done)
      return done;
  }
  if (endpoint_.db != 0) {
    const std::string db = std::to_string(endpoint_.db);
    if (auto done = setup({"SELECT", db}, "database " + db); !done)
      return done;
  }
  return std::monostate{};
}

redis_result<redis_reply> redis_connection::command(const std::vector<std::string> &args) {
  return command_views(std::vector<std::string_view>(args.begin(), args.end()));
}

redis_result<redis_reply> redis_connection::command(std::initializer_list<std::string_view> args) {
  return command_views(std::vector<std::string_view>(args));
}

redis_result<redis_reply>
redis_connection::command_views(const std::vector<std::string_view> &args) {
  if (args.empty())
    return invalid("a Redis command needs at least its name");
  if (auto connected = ensure_connected(); !connected)
    return connected.error();
  return run(args);
}

redis_result<redis_reply> redis_connection::run(const std::vector<std::string_view> &args) {
  std::vector<const char *> argv;
  std::vector<std::size_t> lengths;
  argv.reserve(args.size());
  lengths.reserve(args.size());
  for (const auto arg : args) {
    argv.push_back(arg.data());
    lengths.push_back(arg.size());
  }
  void *raw = nullptr;
  {
    const sigpipe_blocked quiet;
    raw = redisCommandArgv(context_, static_cast<int>(argv.size()), argv.data(), lengths.data());
  }
  if (!raw)
    return lost(std::string(args.front()));
  const std::unique_ptr<redisReply, decltype(&freeReplyObject)> reply(
      static_cast<redisReply *>(raw), &freeReplyObject);
  return converted(*reply);
}

redis_error redis_connection::lost(const std::string &doing) {
  std::string why = context_->errstr;
  // hiredis reports a command timeout as the socket's EAGAIN.
  if (context_->err == REDIS_ERR_IO && (why == std::strerror(EAGAIN) || why.empty()))
    why = "no answer within " + std::to_string(options_.command_timeout.count()) + " ms";
  // Whatever the connection's state, it cannot be trusted any more: a reply
  // still on its way would be taken for the next command's.
  redisFree(context_);
  context_ = nullptr;
  return {redis_error::kind::connection,
          "lost the connection to Redis at " + location_ + " (" + doing + "): " + why};
}

} // namespace tavern::cluster
