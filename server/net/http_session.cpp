#include "http_session.hpp"

#include "server/storage/replay_api.hpp"

#include "rules_texts.hpp"
#include "static_files.hpp"
#include "websocket_session.hpp"

#include <fstream>
#include <sstream>

namespace tavern::server {

namespace {
constexpr std::size_t max_request_body = 8 * 1024;

template <class Body>
void common_headers(http::response<Body> &res, std::string_view type, bool keep_alive) {
  res.set(http::field::server, "tavern");
  res.set(http::field::content_type, type);
  res.set(http::field::cache_control, "no-cache");
  res.set("X-Content-Type-Options", "nosniff");
  res.keep_alive(keep_alive);
}

http::message_generator text_response(const http::request<http::string_body> &req,
                                      http::status status, std::string_view type,
                                      std::string body) {
  http::response<http::string_body> res{status, req.version()};
  common_headers(res, type, req.keep_alive());
  if (req.method() != http::verb::head)
    res.body() = std::move(body);
  res.prepare_payload();
  if (req.method() == http::verb::head)
    res.content_length(body.size());
  return res;
}
} // namespace

http_session::http_session(tcp::socket &&socket, std::shared_ptr<server_state> state)
    : stream_(std::move(socket)), state_(std::move(state)) {}

void http_session::run() {
  net::dispatch(stream_.get_executor(),
                beast::bind_front_handler(&http_session::do_read, shared_from_this()));
}

void http_session::do_read() {
  parser_.emplace();
  parser_->body_limit(max_request_body);
  parser_->header_limit(16 * 1024);
  stream_.expires_after(std::chrono::seconds(state_->cfg().handshake_timeout_seconds));
  http::async_read(stream_, buffer_, *parser_,
                   beast::bind_front_handler(&http_session::on_read, shared_from_this()));
}

void http_session::on_read(beast::error_code ec, std::size_t) {
  if (ec == http::error::end_of_stream)
    return do_close();
  if (ec)
    return fail(ec, "http read");

  auto req = parser_->release();
  // Behind the cluster's proxy, /n/<node>/... reaches this node with its
  // prefix: served as the path without it. A WebSocket that came that way
  // was sent here on purpose, so a room it creates stays here.
  bool pinned = false;
  if (const auto &prefix = state_->cfg().public_path; !prefix.empty()) {
    const std::string_view target = req.target();
    if (target.size() > prefix.size() && target.substr(0, prefix.size()) == prefix &&
        (target[prefix.size()] == '/' || target[prefix.size()] == '?')) {
      req.target(std::string(target.substr(prefix.size())));
      pinned = true;
    }
  }
  if (websocket::is_upgrade(req)) {
    if (req.target() != "/ws") {
      send(text_response(req, http::status::not_found, "text/plain; charset=utf-8",
                         "WebSocket connections go to /ws\n"));
      return;
    }
    if (!state_->origin_allowed(req[http::field::origin], req[http::field::host])) {
      send(text_response(req, http::status::forbidden, "text/plain; charset=utf-8",
                         "this origin may not open a WebSocket here\n"));
      return;
    }
    // The WebSocket takes over the socket; the HTTP deadline no longer applies.
    stream_.expires_never();
    std::make_shared<websocket_session>(stream_.release_socket(), state_, pinned)
        ->run(std::move(req));
    return;
  }
  send(respond(std::move(req)));
}

http::message_generator http_session::respond(http::request<http::string_body> &&req) {
  const std::string_view plain = "text/plain; charset=utf-8";
  if (req.method() != http::verb::get && req.method() != http::verb::head) {
    auto res = text_response(req, http::status::method_not_allowed, plain, "only GET and HEAD\n");
    return res;
  }
  const std::string_view target = req.target();
  const std::string_view path = target.substr(0, target.find('?'));
  if (path == "/healthz")
    return text_response(req, http::status::ok, plain, "ok\n");
  if (path == "/metrics")
    return text_response(req, http::status::ok, "text/plain; version=0.0.4; charset=utf-8",
                         state_->stats().render(state_->rooms().census()) +
                             state_->cluster_metrics());
  if (auto api = answer_api_request(
          path, target.size() > path.size() ? target.substr(path.size() + 1) : std::string_view(),
          state_->store(), state_->rooms().games())) {
    auto res = text_response(req, static_cast<http::status>(api->status),
                             "application/json; charset=utf-8", std::move(api->body));
    return res;
  }
  if (path.rfind("/rules/", 0) == 0 && path.size() > 10 && path.substr(path.size() - 3) == ".md") {
    const auto id = path.substr(7, path.size() - 10);
    const auto &rules = embedded_rules();
    if (const auto it = rules.find(id); it != rules.end())
      return text_response(req, http::status::ok, "text/markdown; charset=utf-8",
                           std::string(it->second));
  }
  if (const auto file = resolve_static_file(state_->web_root(), target)) {
    std::ifstream in(*file, std::ios::binary);
    std::ostringstream content;
    content << in.rdbuf();
    if (in)
      return text_response(req, http::status::ok, content_type_for(*file), content.str());
  }
  return text_response(req, http::status::not_found, plain, "not found\n");
}

template <class Response> void http_session::send(Response &&response) {
  const bool keep_alive = response.keep_alive();
  beast::async_write(
      stream_, std::forward<Response>(response),
      beast::bind_front_handler(&http_session::on_write, shared_from_this(), keep_alive));
}

void http_session::on_write(bool keep_alive, beast::error_code ec, std::size_t) {
  if (ec)
    return fail(ec, "http write");
  if (!keep_alive)
    return do_close();
  do_read();
}

void http_session::do_close() {
  beast::error_code ec;
  stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
}

} // namespace tavern::server
